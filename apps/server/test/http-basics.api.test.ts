import net from 'node:net';
import { errorBodySchema } from '@seeker/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from './support/test-app';

describeWithApp('HTTP basics', (ctx) => {
  it('reports a reachable database on /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok', knowledge: { occupations: 'built-in' } });
  });

  it('answers an unknown API route with the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toEqual({ code: 'NOT_FOUND', message: 'No route for GET /api/does-not-exist' });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Request body is not valid JSON' } });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/x-evil' },
      payload: 'whatever',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('validates route parameters and reports them in the error shape', async () => {
    const { signInAsGuest } = await import('./support/sign-in');
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/resumes/${'x'.repeat(80)}/file`,
      headers: { cookie: guest.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toMatch(/^Invalid params resumeId:/);
  });

  it('answers an over-long URL parameter with 414 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/users/${'x'.repeat(600)}/profile` });
    expect(response.statusCode).toBe(414);
    expect(response.json().error.code).toBe('URI_TOO_LONG');
  });

  it('sends security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth-providers',
        '/api/users/{userId}/profile',
        '/api/users/{userId}/preferences',
        '/api/users/{userId}/resumes',
        '/api/agents/run',
      ]),
    );
    expect(paths).not.toContain('/api/docs');
  });
});

describeWithApp('HTTP the Node parser refuses', (ctx) => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await ctx.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  function rawRequest(request: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers an over-long URL with 431 in our error shape', async () => {
    const answer = await rawRequest(`GET /api/health?x=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The URL or headers of the request are too large' },
    });
  });

  it('answers malformed HTTP with 400 in our error shape', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"BAD_REQUEST"');
  });
});
