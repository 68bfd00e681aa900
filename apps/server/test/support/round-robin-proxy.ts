import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '../../../web/e2e/support/server';

/** Where clients go (`url`), the servers behind it (add to `upstreams` as they start) and how many requests each was handed. */
export type Proxy = { url: string; upstreams: RunningServer[]; served: number[]; close: () => Promise<void> };

/**
 * A reverse proxy on 127.0.0.1 that hands each request to the next upstream in turn and streams both
 * bodies as they come (uploads in, files and server-sent events out); a client that hangs up closes
 * its upstream request too.
 */
export async function startRoundRobinProxy(): Promise<Proxy> {
  const upstreams: RunningServer[] = [];
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    if (upstreams.length === 0) return void res.writeHead(503).end();
    const index = next++ % upstreams.length;
    served[index] = (served[index] ?? 0) + 1;
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreams[index]!.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
