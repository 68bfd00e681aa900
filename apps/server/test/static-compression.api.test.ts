import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/scripts/precompress';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestApp } from './support/test-app';
import { openTestDatabase } from './support/test-database';

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliDecompressSync(body),
  gzip: (body) => zlib.gunzipSync(body),
  identity: (body) => body,
};

/** What the client ends up with after undoing the response's Content-Encoding. */
function decoded(response: LightMyRequestResponse) {
  const encoding = String(response.headers['content-encoding'] ?? 'identity');
  return decoders[encoding]!(response.rawPayload);
}

describe('serving the built web app compressed', () => {
  let app: App;
  let database: Database;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-dist-'));
  const file = (name: string) => fs.readFileSync(path.join(dist, name));
  // Large enough to be worth compressing, varied enough that a wrong decoder cannot pass.
  const script = Array.from({ length: 200 }, (_, i) => `export const value${i} = ${i * 7919} % ${i + 3};`).join('\n');
  const html = `<!doctype html><title>Seeker</title>\n${Array.from({ length: 60 }, (_, i) => `<meta name="m${i}" content="${i ** 3}">`).join('\n')}`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'logo-abc123.png'), Buffer.alloc(4096, 7));
    await precompressDir(dist);
    database = await openTestDatabase('pglite');
    app = await createTestApp(database, { webDistDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the build step writes .br and .gz copies of text files over 512 bytes only', () => {
    const written = (name: string) => ['br', 'gz'].filter((suffix) => fs.existsSync(path.join(dist, `${name}.${suffix}`)));
    expect(written('index.html')).toEqual(['br', 'gz']);
    expect(written('assets/app-abc123.js')).toEqual(['br', 'gz']);
    expect(written('assets/tiny-abc123.js')).toEqual([]);
    expect(written('assets/logo-abc123.png')).toEqual([]);
  });

  describe.each([
    {
      what: 'a hashed script',
      url: '/assets/app-abc123.js',
      source: 'assets/app-abc123.js',
      type: /^(text|application)\/javascript/,
      cache: 'public, max-age=31536000, immutable',
    },
    { what: 'index.html for a screen', url: '/jobs', source: 'index.html', type: /^text\/html/, cache: 'no-cache' },
    { what: 'index.html for the root', url: '/', source: 'index.html', type: /^text\/html/, cache: 'no-cache' },
  ])('$what', ({ url, source, type, cache }) => {
    it.each([
      { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
      { acceptEncoding: 'br', expected: 'br' },
      { acceptEncoding: 'gzip', expected: 'gzip' },
      { acceptEncoding: 'br;q=0.5, gzip;q=1', expected: 'gzip' },
      { acceptEncoding: 'identity', expected: undefined },
      { acceptEncoding: undefined, expected: undefined },
    ])('answers Accept-Encoding $acceptEncoding with $expected', async ({ acceptEncoding, expected }) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe(cache);
      expect(decoded(response).equals(file(source))).toBe(true);
      if (expected) expect(response.rawPayload.length).toBeLessThan(file(source).length / 2);
    });
  });

  it('sends a file without a compressed copy as it is, even to a client that takes br', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('does not mark images as varying by encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/logo-abc123.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.rawPayload.equals(file('assets/logo-abc123.png'))).toBe(true);
  });

  it('still 404s a missing asset for a client that takes compression', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(404);
  });
});
