import http from 'node:http';

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

export type LoadResult = { p50: number; p99: number; perSecond: number; failures: number };

/** `total` GETs of one URL over `connections` kept-alive connections at once; latency per request in ms. */
export async function loadTest(
  url: string,
  {
    connections,
    total,
    headers = {},
    expectStatus = 200,
  }: { connections: number; total: number; headers?: Record<string, string>; /** Any other status counts as a failure. */ expectStatus?: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let sent = 0;
  let failures = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== expectStatus) failures++;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', () => {
          failures++;
          resolve();
        });
    });
  const worker = async () => {
    while (sent < total) {
      sent++;
      await one();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), perSecond: latencies.length / seconds, failures };
}
