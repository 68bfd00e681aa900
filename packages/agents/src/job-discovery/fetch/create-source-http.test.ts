import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, failure, http, recordingSleep, sendJson, serve } from '../../testing/source-http-server';

afterEach(closeServers);

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
