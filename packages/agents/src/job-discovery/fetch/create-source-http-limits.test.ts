import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, failure, http, sendJson, serve } from '../../testing/source-http-server';

afterEach(closeServers);

describe('createSourceHttp deadlines, size caps and cancelling', () => {
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
});
