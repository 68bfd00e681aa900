import { afterEach, describe, expect, it } from 'vitest';
import { createSiteFetcher } from '../../company-research/site/fetch-site';
import { closeServers, failure, serve } from '../../testing/source-http-server';
import { createGuardedSourceHttp } from './guarded-source-http';
import { createRobotsPolicy } from './robots-policy';

afterEach(closeServers);

/** A company's site on loopback: trusted here as a test's only; the guard refuses every other private address. */
async function site() {
  return serve((request, response) => {
    if (request.url === '/robots.txt')
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
    if (request.url === '/sitemap.xml') return void response.writeHead(200, { 'content-type': 'application/xml' }).end('<urlset/>');
    if (request.url === '/data.bin') return void response.writeHead(200, { 'content-type': 'application/octet-stream' }).end('x');
    if (request.url === '/away') return void response.writeHead(302, { location: 'http://10.0.0.7/' }).end();
    if (request.url === '/broken') return void response.writeHead(503).end();
    if (request.url?.startsWith('/jobs/')) return void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Job</h1>');
    response.writeHead(404).end();
  });
}

function guarded(trusted: string[]) {
  const fetchSite = createSiteFetcher({ userAgent: 'Seeker/1.0 (test)', trustedOrigins: trusted, timeoutMs: 5_000, reads: 'site-files' });
  const robots = createRobotsPolicy({ productToken: 'Seeker', http: createGuardedSourceHttp(fetchSite) });
  return createGuardedSourceHttp(fetchSite, { robots });
}

describe('the guarded fetcher for sites users name', () => {
  it("reads a site's pages and files after its robots.txt, in the source fetcher's words when it fails", async () => {
    const { url, seen } = await site();
    const http = guarded([`${url}/`]);
    await expect(http.text(`${url}/sitemap.xml`)).resolves.toBe('<urlset/>');
    await expect(http.text(`${url}/jobs/1`)).resolves.toBe('<h1>Job</h1>');
    expect(await failure(http.text(`${url}/private/x`))).toMatchObject({ kind: 'robots' });
    expect(await failure(http.text(`${url}/missing`))).toMatchObject({ kind: 'not-found', status: 404 });
    expect(await failure(http.text(`${url}/broken`))).toMatchObject({ kind: 'http', status: 503, message: 'had an error on its side (HTTP 503)' });
    expect(await failure(http.text(`${url}/data.bin`))).toMatchObject({ kind: 'network', message: 'did not answer with a page or text file' });
    expect(await failure(http.json(`${url}/jobs/1`, { method: 'POST', body: {} }))).toMatchObject({ kind: 'http' });
    expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/sitemap.xml', '/jobs/1', '/missing', '/broken', '/data.bin']);
  });

  it('refuses a private address, and a redirect to one, before connecting there; follows no redirect to another site', async () => {
    const { url, seen } = await site();
    // Not trusted: loopback is refused before any request, robots.txt included, and said as the refusal it is.
    expect(await failure(guarded([]).text(`${url}/jobs/1`))).toMatchObject({
      kind: 'network',
      message: 'The address points at a private, loopback or link-local address; not fetched',
    });
    expect(seen).toEqual([]);
    const refused = await failure(guarded([`${url}/`]).text(`${url}/away`));
    expect(refused.kind).toBe('network');
    expect(refused.message).toMatch(/redirected to an address that/);

    // A public-looking other site (here another trusted loopback server): not followed, its robots.txt not asked.
    const other = await serve((_, response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Elsewhere</h1>'));
    const { url: hopping } = await serve((request, response) => {
      if (request.url === '/robots.txt') return void response.writeHead(404).end();
      response.writeHead(302, { location: `${other.url}/job` }).end();
    });
    const elsewhere = await failure(guarded([`${hopping}/`, `${other.url}/`]).text(`${hopping}/careers/3`));
    expect(elsewhere).toMatchObject({ kind: 'network' });
    expect(elsewhere.message).toMatch(/redirected to another site \(127\.0\.0\.1:\d+\); not followed/);
    expect(other.seen).toEqual([]);
  });

  it('asks robots.txt before each redirect on the site, and reads no file cut at the byte cap', async () => {
    const { url, seen } = await serve((request, response) => {
      if (request.url === '/robots.txt')
        return void response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /private/\n');
      if (request.url === '/open') return void response.writeHead(301, { location: '/private/page' }).end();
      response.writeHead(200, { 'content-type': 'application/xml' }).end(`<urlset>${'<url><loc>x</loc></url>'.repeat(200)}</urlset>`);
    });
    const fetchSite = createSiteFetcher({
      userAgent: 'Seeker/1.0 (test)',
      trustedOrigins: [`${url}/`],
      timeoutMs: 5_000,
      maxBytes: 1_000,
      reads: 'site-files',
    });
    const robots = createRobotsPolicy({ productToken: 'Seeker', http: createGuardedSourceHttp(fetchSite) });
    const http = createGuardedSourceHttp(fetchSite, { robots });
    expect(await failure(http.text(`${url}/open`))).toMatchObject({
      kind: 'robots',
      message: 'its robots.txt asks robots not to read /private/page',
    });
    expect(await failure(http.text(`${url}/sitemap.xml`))).toMatchObject({ kind: 'too-large' });
    expect(seen.map((request) => request.url)).toEqual(['/robots.txt', '/open', '/sitemap.xml']);
  });
});
