import { afterEach, describe, expect, it } from 'vitest';
import type { SourceError } from '../source-error';
import { closeServers, failure, http, recordingSleep, sendJson, serve } from '../../testing/source-http-server';

afterEach(closeServers);

describe('createSourceHttp retries', () => {
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
});
