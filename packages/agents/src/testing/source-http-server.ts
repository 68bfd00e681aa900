import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSourceHttp, type SourceHttpOptions } from '../job-discovery/fetch/create-source-http';
import { SourceError } from '../job-discovery/source-error';

// For createSourceHttp's tests: real servers on 127.0.0.1, a sleep that only records its waits, the client
// with a test's options, and the SourceError a call fails with.

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

const servers: Server[] = [];

/** Closes the servers `serve` started: each test file that serves runs it after each test (`afterEach(closeServers)`). */
export async function closeServers() {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A real server on 127.0.0.1 whose handler sees every request; `seen` records them. */
export async function serve(handler: Handler) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      handler(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

export function sendJson(response: ServerResponse, value: unknown, status = 200, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
}

export function recordingSleep() {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { waits, sleep };
}

export function http(overrides: Partial<SourceHttpOptions> = {}) {
  return createSourceHttp({ source: 'greenhouse', userAgent: 'Seeker/1.0 (test)', timeoutMs: 5_000, ...overrides });
}

export async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}
