import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeRobotics, startFakeResearchSources, type FakeResearchSources } from '../../testing';
import { createSiteFetcher, SiteError } from './fetch-site';
import { guardedLookup, type Lookup } from './guarded-lookup';
import { readSiteHead } from './read-site-head';

let fake: FakeResearchSources;
beforeAll(async () => {
  fake = await startFakeResearchSources([acmeRobotics]);
});
afterAll(() => fake.close());

const fetcher = (trusted: string[]) => createSiteFetcher({ userAgent: 'Seeker/test', trustedOrigins: trusted, timeoutMs: 3_000 });

describe('createSiteFetcher', () => {
  it('reads a page on a configured origin and what its head says', async () => {
    const page = await fetcher([fake.origin])(`${fake.origin}/sites/acme/`);
    expect(readSiteHead(page.html, page.url)).toEqual({
      title: 'Acme Robotics & the warehouse of the future',
      description: 'Acme Robotics builds robots for warehouses.',
      logoUrl: `${fake.origin}/sites/acme/logo.png`,
    });
    expect(fake.requests.at(-1)?.userAgent).toBe('Seeker/test');
  });

  it('refuses loopback that is not configured, without connecting', async () => {
    const before = fake.requests.length;
    await expect(fetcher([])(`${fake.origin}/sites/acme/`)).rejects.toMatchObject({ reason: 'refused' });
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a redirect to the cloud metadata address before following it', async () => {
    const error = await fetcher([fake.origin])(`${fake.origin}/sites/metadata/`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect(error).toMatchObject({
      reason: 'refused',
      message: expect.stringContaining('redirected to an address that points at a private, loopback or link-local address'),
      // The page's redirect, not the address asked for, is what was refused.
      redirectedTo: '169.254.169.254',
    });
  });

  it('says when the byte cap cut a page short, and reads a Latin-1 page as Latin-1', async () => {
    const server = http.createServer((request, response) => {
      const body = Buffer.from(`<html><title>Ingénieur</title>${'x'.repeat(request.url === '/long' ? 5_000 : 10)}</html>`, 'latin1');
      response.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const capped = createSiteFetcher({ userAgent: 'Seeker/test', trustedOrigins: [origin], timeoutMs: 3_000, maxBytes: 1_000 });
    try {
      await expect(capped(`${origin}/short`)).resolves.toMatchObject({ truncated: false, html: expect.stringContaining('<title>Ingénieur</title>') });
      const long = await capped(`${origin}/long`);
      expect(long.truncated).toBe(true);
      expect(long.html.length).toBe(1_000);
    } finally {
      server.close();
    }
  });

  it('follows at most 3 redirects', async () => {
    const before = fake.count('sites', 'loop');
    await expect(fetcher([fake.origin])(`${fake.origin}/sites/loop/`)).rejects.toThrow('redirected more than 3 times');
    expect(fake.count('sites', 'loop') - before).toBe(4);
  });

  it('reads a web page by its media type alone: text/htmlx or a type that only mentions text/html is not one', async () => {
    const server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': decodeURIComponent((request.url ?? '/').slice(1)) }).end('<html><title>Jobs</title></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const type of ['text/html', 'text/html; charset=utf-8', 'TEXT/HTML', 'application/xhtml+xml']) {
        await expect(fetcher([origin])(`${origin}/${encodeURIComponent(type)}`), type).resolves.toMatchObject({
          html: expect.stringContaining('Jobs'),
        });
      }
      for (const type of ['text/htmlx', 'application/octet-stream; x=text/html', 'application/json', '']) {
        await expect(fetcher([origin])(`${origin}/${encodeURIComponent(type)}`), type).rejects.toThrow('did not answer with a web page');
      }
    } finally {
      server.close();
    }
  });

  it('says what a missing page answered', async () => {
    await expect(fetcher([fake.origin])(`${fake.origin}/sites/nobody/`)).rejects.toThrow('answered HTTP 404');
  });
});

describe('createSiteFetcher: trusted places, and refusals that asked DNS', () => {
  const stubDns: Lookup = (hostname, _options, callback) => {
    const answers: Record<string, string[]> = { 'careers.rebind.test': ['10.0.0.7'], 'mixed.rebind.test': ['93.184.216.34', '192.168.0.4'] };
    const addresses = answers[hostname];
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
    callback(
      null,
      addresses.map((address) => ({ address, family: 4 })),
    );
  };
  let server: http.Server;
  let origin: string;
  const asked: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      const moves: Record<string, string> = {
        '/jobs/out': '/admin/payroll',
        '/jobs/in': '/jobs/landed',
        '/jobs/rebind': 'http://careers.rebind.test/jobs/1',
        '/jobs/nowhere': 'http://nowhere.rebind.test/jobs/1',
        '/jobs/metadata': 'http://169.254.169.254/latest/meta-data/',
      };
      const location = moves[request.url ?? ''];
      if (location) return void response.writeHead(302, { location }).end();
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<title>${request.url}</title>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => void server.close());
  const fetchUnder = (trusted: string[]) =>
    createSiteFetcher({ userAgent: 'Seeker/test', trustedOrigins: trusted, timeoutMs: 3_000, lookup: stubDns });

  it('reads only under a trusted prefix, and checks every redirect against it', async () => {
    const fetchJobs = fetchUnder([`${origin}/jobs/`]);
    await expect(fetchJobs(`${origin}/jobs/in`)).resolves.toMatchObject({ url: `${origin}/jobs/landed` });
    asked.length = 0;
    await expect(fetchJobs(`${origin}/admin/payroll`)).rejects.toMatchObject({ reason: 'refused', lookedUp: false });
    await expect(fetchJobs(`${origin}/jobs/../admin/payroll`)).rejects.toMatchObject({ reason: 'refused', lookedUp: false });
    await expect(fetchJobs(`${origin}/jobs/..%2fadmin/payroll`)).rejects.toMatchObject({ reason: 'refused', lookedUp: false });
    expect(asked).toEqual([]);
    // The page under the prefix was read; where it sent Seeker, outside it, was not.
    await expect(fetchJobs(`${origin}/jobs/out`)).rejects.toMatchObject({ reason: 'refused', redirectedTo: new URL(origin).host, lookedUp: true });
    expect(asked).toEqual(['/jobs/out']);
    // An entry without a path trusts the whole origin, as before.
    await expect(fetchUnder([origin])(`${origin}/jobs/out`)).resolves.toMatchObject({ url: `${origin}/admin/payroll` });
  });

  it('says whether a refusal asked DNS: not for an address refused as it stands, always for a name', async () => {
    const fetchPublic = fetchUnder([]);
    for (const url of ['http://10.0.0.8/jobs/1', 'http://127.0.0.1:8080/', 'http://printer.local/', 'ftp://example.com/']) {
      await expect(fetchPublic(url), url).rejects.toMatchObject({ reason: 'refused', lookedUp: false });
    }
    await expect(fetchPublic('http://careers.rebind.test/jobs/1')).rejects.toMatchObject({ reason: 'refused', lookedUp: true });
    await expect(fetchPublic('http://mixed.rebind.test/jobs/1')).rejects.toMatchObject({ reason: 'refused', lookedUp: true });
    // A name that does not resolve is refused like one resolving inside, not "could not be reached".
    const unresolved = await fetchPublic('http://nowhere.rebind.test/jobs/1').catch((caught: unknown) => caught);
    expect(unresolved).toBeInstanceOf(SiteError);
    expect(unresolved).toMatchObject({ reason: 'refused', lookedUp: true, detail: 'names a host that does not resolve' });
  });

  it('blames a redirect for any refusal after it: to a name resolving inside, to none, or to a private address', async () => {
    const fetchJobs = fetchUnder([`${origin}/jobs/`]);
    for (const [path, host] of [
      ['/jobs/rebind', 'careers.rebind.test'],
      ['/jobs/nowhere', 'nowhere.rebind.test'],
      ['/jobs/metadata', '169.254.169.254'],
    ] as const) {
      await expect(fetchJobs(`${origin}${path}`), path).rejects.toMatchObject({ reason: 'refused', redirectedTo: host, lookedUp: true });
    }
  });
});

describe('guardedLookup', () => {
  const resolveTo =
    (addresses: string[]): Lookup =>
    (_host, _options, callback) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  it('refuses a public name that resolves to a private address (DNS rebinding)', async () => {
    const lookup = guardedLookup(resolveTo(['93.184.216.34', '10.0.0.7']));
    const error = await new Promise((resolve) => lookup('rebind.example', {}, (caught) => resolve(caught)));
    expect(error).toMatchObject({ code: 'EREFUSEDADDRESS' });
  });

  it('fails a name that resolves to nothing with its own code, whatever the resolver said', async () => {
    const failing: Lookup = (_host, _options, callback) => callback(Object.assign(new Error('queryA ESERVFAIL'), { code: 'ESERVFAIL' }), '');
    for (const lookup of [guardedLookup(failing), guardedLookup(resolveTo([]))]) {
      const error = await new Promise((resolve) => lookup('nowhere.example', {}, (caught) => resolve(caught)));
      expect(error).toMatchObject({ code: 'EUNRESOLVEDNAME' });
    }
  });

  it('passes public addresses through', async () => {
    const lookup = guardedLookup(resolveTo(['93.184.216.34']));
    const address = await new Promise((resolve) => lookup('example.com', {}, (_error, value) => resolve(value)));
    expect(address).toBe('93.184.216.34');
  });
});
