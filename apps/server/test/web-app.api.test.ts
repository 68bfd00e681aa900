import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { signInAsGuest } from './support/sign-in';
import { createTestApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';

describe('serving the web app', () => {
  let app: App;
  let database: Database;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Seeker</title>');
    fs.writeFileSync(
      path.join(dist, 'index.signed-in.html'),
      '<!doctype html><title>Seeker</title><link rel="modulepreload" href="/assets/app-abc123.js">',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dist, 'assets', 'pdf.worker-abc123.mjs'), 'self.onmessage=()=>{}');
    database = await openTestDatabase('pglite');
    app = await createTestApp(database, { webDistDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/jobs', '/company-research/acme.com', '/apiary', '/no/such/page'])('answers the screen %s with index.html', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Seeker</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  describe('a session cookie also preloads the signed-in app (index.signed-in.html)', () => {
    const preload = '<link rel="modulepreload" href="/assets/app-abc123.js">';

    it.each(['/', '/jobs'])('answers %s with it to a signed-in browser, and keys caches on the cookie', async (url) => {
      const { cookie } = await signInAsGuest(app);
      const response = await app.inject({ method: 'GET', url, headers: { cookie: `theme=dark; ${cookie}` } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(preload);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/i);
    });

    it.each([
      ['no cookie', undefined],
      ['other cookies', 'theme=dark; seeker.session_data=x'],
      ['an empty session cookie', 'seeker.session_token='],
    ])('answers index.html to a request with %s', async (_case, cookie) => {
      const response = await app.inject({ method: 'GET', url: '/', headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Seeker</title>');
      expect(response.body).not.toContain(preload);
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/i);
    });
  });

  it('serves hashed assets as immutable and 404s a missing one', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
  });

  it('sends a module script or stylesheet the headers a subresource acts on, not the ones only a document does', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    for (const url of ['/assets/app-abc123.js', '/assets/app-abc123.css']) {
      const asset = await app.inject({ method: 'GET', url });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['referrer-policy']).toBe(page.headers['referrer-policy']);
      expect(asset.headers['content-security-policy']).toBe("default-src 'self'");
      for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(page.headers[name], name).toBeDefined();
        expect(asset.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // A worker's script (and the page itself) keeps the page's whole policy.
    const worker = await app.inject({ method: 'GET', url: '/assets/pdf.worker-abc123.mjs' });
    expect(worker.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
