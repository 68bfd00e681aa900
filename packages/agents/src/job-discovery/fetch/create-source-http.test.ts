import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SourceError } from '../source-error';
import { createSourceHttp, type SourceHttpOptions } from './create-source-http';
import { jobSourceUserAgent } from './user-agent';

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A real server on 127.0.0.1 whose handler sees every request; `seen` records them. */
async function serve(handler: Handler) {
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

function sendJson(response: ServerResponse, value: unknown, status = 200, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(value));
}

function recordingSleep() {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return { waits, sleep };
}

function http(overrides: Partial<SourceHttpOptions> = {}) {
  return createSourceHttp({ source: 'greenhouse', userAgent: 'Seeker/1.0 (test)', timeoutMs: 5_000, ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SourceError)) throw new Error(`expected a SourceError, got ${String(error)}`);
  return error;
}

describe('jobSourceUserAgent', () => {
  it('names Seeker and where to reach the project', () => {
    expect(jobSourceUserAgent('https://example.org/seeker')).toBe('Seeker/1.0 (job-search assistant; +https://example.org/seeker)');
    expect(jobSourceUserAgent('https://example.org', '2.1')).toBe('Seeker/2.1 (job-search assistant; +https://example.org)');
  });
});

describe('createSourceHttp', () => {
  it('sends its User-Agent and Accept, and resolves with the parsed JSON', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, { jobs: [{ id: 1 }] }));
    await expect(http().json(`${url}/boards/acme/jobs?content=true`)).resolves.toEqual({ jobs: [{ id: 1 }] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe('/boards/acme/jobs?content=true');
    expect(seen[0]!.headers['user-agent']).toBe('Seeker/1.0 (test)');
    expect(seen[0]!.headers.accept).toBe('application/json');
  });

  it('follows a redirect on the same host, and refuses one to another host without sending anything there', async () => {
    const elsewhere = await serve((_, response) => sendJson(response, { stolen: true }));
    const { url, seen } = await serve((request, response) => {
      if (request.url === '/old') return void response.writeHead(301, { location: '/new' }).end();
      if (request.url === '/new') return sendJson(response, { moved: true });
      response.writeHead(302, { location: `${elsewhere.url}/collect` }).end();
    });
    await expect(http().json(`${url}/old`)).resolves.toEqual({ moved: true });
    const refused = await failure(http().json(`${url}/away`, { headers: { 'Authorization-Key': 'secret' } }));
    expect(refused).toMatchObject({ kind: 'http', status: 302, message: 'redirected to another host (HTTP 302); not followed' });
    expect(elsewhere.seen).toEqual([]);
    expect(seen.map((request) => request.url)).toEqual(['/old', '/new', '/away']);
  });

  it('refuses a redirect loop', async () => {
    const { url, seen } = await serve((_, response) => void response.writeHead(307, { location: '/again' }).end());
    expect((await failure(http().json(`${url}/start`))).message).toBe('redirected too many times (HTTP 307); not followed');
    expect(seen).toHaveLength(4);
  });

  it('posts a JSON body, and lets a request header (USAJOBS User-Agent) win over its own', async () => {
    const { url, seen } = await serve((_, response, body) => sendJson(response, { echoed: JSON.parse(body) }));
    const answer = await http().json(`${url}/api/key`, {
      method: 'POST',
      body: { keywords: 'nurse', page: 1 },
      headers: { 'user-agent': 'me@example.org', 'Authorization-Key': 'k' },
    });
    expect(answer).toEqual({ echoed: { keywords: 'nurse', page: 1 } });
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['user-agent']).toBe('me@example.org');
    expect(seen[0]!.headers['authorization-key']).toBe('k');
  });

  it('retries a 503 after a jittered backoff and then succeeds', async () => {
    let calls = 0;
    const { url, seen } = await serve((_, response) =>
      ++calls === 1 ? sendJson(response, { error: 'busy' }, 503) : sendJson(response, { ok: true }),
    );
    const { waits, sleep } = recordingSleep();
    await expect(http({ sleep }).json(url)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(500);
    expect(waits[0]).toBeLessThanOrEqual(1_000);
  });

  it('doubles the backoff and gives up after maxRetries with the last status', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, {}, 500));
    const { waits, sleep } = recordingSleep();
    const error = await failure(http({ sleep }).json(url));
    expect(error).toMatchObject({ kind: 'http', message: 'had an error on its side (HTTP 500)', status: 500 });
    expect(seen).toHaveLength(3);
    expect(waits[1]).toBeGreaterThanOrEqual(1_000);
    expect(waits[1]).toBeLessThanOrEqual(2_000);
  });

  it('retries a 408 too', async () => {
    let calls = 0;
    const { url, seen } = await serve((_, response) => (++calls === 1 ? sendJson(response, {}, 408) : sendJson(response, [1])));
    await expect(http({ sleep: recordingSleep().sleep }).json(url)).resolves.toEqual([1]);
    expect(seen).toHaveLength(2);
  });

  it('honours Retry-After in seconds and as an HTTP date, and caps a wait at 64 s', async () => {
    const now = Date.parse('2024-03-01T12:00:00Z');
    const answers = [
      () => ({ 'retry-after': '3' }),
      () => ({ 'retry-after': new Date(now + 7_000).toUTCString() }),
      () => ({ 'retry-after': '600' }),
    ];
    let calls = 0;
    const { url } = await serve((_, response) => {
      const headers = answers[calls++];
      if (headers) sendJson(response, {}, 429, headers());
      else sendJson(response, { ok: true });
    });
    const { waits, sleep } = recordingSleep();
    await expect(http({ sleep, now: () => now, maxRetries: 3, timeoutMs: 120_000 }).json(url)).resolves.toEqual({ ok: true });
    expect(waits).toEqual([3_000, 7_000, 64_000]);
  });

  it('gives up at once with the last error when the wait would pass the deadline', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, {}, 429, { 'retry-after': '30' }));
    const { waits, sleep } = recordingSleep();
    const error = await failure(http({ sleep, timeoutMs: 10_000 }).json(url));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(seen).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('does not sleep past a short deadline with the real sleep (backoff of at least 500 ms > 300 ms budget)', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, {}, 503));
    const started = Date.now();
    const error = await failure(http({ timeoutMs: 300 }).json(url));
    expect(error).toMatchObject({ kind: 'http', message: 'had an error on its side (HTTP 503)', status: 503 });
    expect(seen).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('reports a 429 that never clears as rate-limited', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, {}, 429));
    const error = await failure(http({ sleep: recordingSleep().sleep }).json(url));
    expect(error).toMatchObject({ kind: 'rate-limited', message: 'is limiting our requests (HTTP 429)', status: 429 });
    expect(seen).toHaveLength(3);
  });

  it('does not retry a 400, a 401, a 404 or a 410', async () => {
    const statuses = [400, 401, 404, 410];
    let index = 0;
    const { url, seen } = await serve((_, response) => sendJson(response, { error: 'no' }, statuses[index]));
    const { waits, sleep } = recordingSleep();
    const errors: SourceError[] = [];
    for (index = 0; index < statuses.length; index++) errors.push(await failure(http({ sleep }).json(url)));
    expect(errors.map((error) => [error.kind, error.message, error.status])).toEqual([
      ['http', 'refused our request (HTTP 400)', 400],
      ['http', 'refused our request (HTTP 401)', 401],
      ['not-found', 'not found (404)', 404],
      ['not-found', 'not found (410)', 410],
    ]);
    expect(seen).toHaveLength(4);
    expect(waits).toEqual([]);
  });

  it('times out promptly against a server that never answers, whatever the retries', async () => {
    const { url, seen } = await serve(() => undefined);
    const started = Date.now();
    const error = await failure(http({ timeoutMs: 300 }).json(url));
    expect(error).toMatchObject({ kind: 'timeout', message: 'timed out after 0.3 s' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(1);
  });

  it('times out when the body trickles past the deadline', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"jobs": [');
    });
    const error = await failure(http({ timeoutMs: 300 }).json(url));
    expect(error).toMatchObject({ kind: 'timeout', message: 'timed out after 0.3 s' });
  });

  it('refuses a body whose content-length is over the cap without reading it', async () => {
    // Only the headers arrive: reading the body would hang until the deadline.
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(4_096) });
      response.flushHeaders();
    });
    const started = Date.now();
    const error = await failure(http({ maxBytes: 2_048, timeoutMs: 3_000 }).json(url));
    expect(error).toMatchObject({ kind: 'too-large', message: 'answer larger than 2 KB' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops reading an endless chunked body at the cap and closes the connection', async () => {
    let closed = false;
    const { url } = await serve((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => response.write(`"${'x'.repeat(1_000)}",`), 5);
      response.on('close', () => {
        closed = true;
        clearInterval(timer);
      });
    });
    const error = await failure(http({ maxBytes: 10_000, timeoutMs: 3_000 }).json(url));
    expect(error).toMatchObject({ kind: 'too-large', message: 'answer larger than 9.8 KB' });
    await expect.poll(() => closed).toBe(true);
  });

  it('says so when the default cap of 32 MB is passed', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-length': String(33 * 1024 * 1024) });
      response.end();
    });
    await expect(failure(http().json(url))).resolves.toMatchObject({ kind: 'too-large', message: 'answer larger than 32 MB' });
  });

  it('rejects a body that is not JSON', async () => {
    const { url } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html><body>Maintenance</body></html>');
    });
    await expect(failure(http().json(url))).resolves.toMatchObject({ kind: 'invalid-response', message: 'answer was not JSON' });
  });

  it('cancels the call when the external signal aborts', async () => {
    const { url } = await serve(() => undefined);
    const controller = new AbortController();
    const pending = http({ signal: controller.signal, timeoutMs: 5_000 }).json(url);
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    await expect(failure(pending)).resolves.toMatchObject({ kind: 'aborted', message: 'cancelled' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cancels a backoff wait when the external signal aborts, and never starts after an abort', async () => {
    const { url, seen } = await serve((_, response) => sendJson(response, {}, 503));
    const controller = new AbortController();
    const pending = http({ signal: controller.signal, timeoutMs: 10_000 }).json(url);
    setTimeout(() => controller.abort(), 100);
    await expect(failure(pending)).resolves.toMatchObject({ kind: 'aborted' });
    expect(seen).toHaveLength(1);
    await expect(failure(http({ signal: controller.signal }).json(url))).resolves.toMatchObject({ kind: 'aborted' });
    expect(seen).toHaveLength(1);
  });

  it('retries a dropped connection once, then succeeds', async () => {
    let calls = 0;
    const { url, seen } = await serve((request, response) => {
      if (++calls === 1) request.socket.destroy();
      else sendJson(response, { ok: true });
    });
    await expect(http({ sleep: recordingSleep().sleep }).json(url)).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
  });

  it('retries a dropped connection at most once, even with retries left', async () => {
    const { url, seen } = await serve((request) => request.socket.destroy());
    const { waits, sleep } = recordingSleep();
    const error = await failure(http({ sleep, maxRetries: 5 }).json(url));
    expect(error).toMatchObject({ kind: 'network', message: 'dropped the connection' });
    expect(seen).toHaveLength(2);
    expect(waits).toHaveLength(1);
  });

  it('keeps the URL (and any key in it) out of error messages', async () => {
    const { url, server } = await serve((_, response) => sendJson(response, {}, 403));
    const keyed = `${url}/api/secret-key-123?app_key=secret-key-123`;
    const forbidden = await failure(http().json(keyed));
    expect(forbidden.message).toBe('refused our request (HTTP 403)');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const refused = await failure(http({ sleep: recordingSleep().sleep }).json(keyed));
    expect(refused).toMatchObject({ kind: 'network', message: 'refused the connection' });
    const malformed = await failure(http().json('http://[not a url/secret-key-123'));
    expect(malformed.kind).toBe('network');
    for (const error of [forbidden, refused, malformed]) expect(error.message).not.toContain('secret-key-123');
  });
});
