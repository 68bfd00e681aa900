import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { checkTarget, trustedPlace } from './check-target';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.10.0.5',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::5',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1',
    // Loopback behind the other ways IPv6 carries IPv4: compatible, translated, 6to4, Teredo, local NAT64.
    '[::127.0.0.1]',
    '::7f00:1',
    '[::ffff:0:7f00:1]',
    '::ffff:0:127.0.0.1',
    '[2002:7f00:1::]',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '64:ff9b:1::a00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '[::1]',
    'fe80::1%eth0',
    'localhost',
    'not an ip',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::8.8.8.8',
    '2001:4860:4860::8888',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkTarget', () => {
  const trusted = ['http://127.0.0.1:4100'];

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'private, loopback or link-local'],
    ['http://127.0.0.1/', 'private, loopback or link-local'],
    ['http://127.0.0.1:4101/', 'private'],
    ['http://[::1]/', 'private, loopback or link-local'],
    ['http://[::ffff:a9fe:a9fe]/', 'private, loopback or link-local'],
    ['http://10.0.0.8/admin', 'private, loopback or link-local'],
    ['http://localhost/', 'private host'],
    ['http://printer.local/', 'private host'],
    ['http://metadata.google.internal/', 'private host'],
    ['http://intranet/', 'private host'],
    ['http://2130706433/', 'private, loopback or link-local'],
    ['http://0x7f.1/', 'private, loopback or link-local'],
    ['file:///etc/passwd', 'uses file'],
    ['ftp://example.com/', 'uses ftp'],
    ['https://user:secret@example.com/', 'credentials'],
    ['https://example.com:8443/', 'port'],
    ['not a url', 'not a URL'],
  ])('refuses %s', (url, reason) => {
    const verdict = checkTarget(url, trusted);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toContain(reason);
  });

  it('allows public names and addresses, untrusted', () => {
    expect(checkTarget('https://www.example.com/about', trusted)).toMatchObject({ ok: true, trusted: false });
    expect(checkTarget('http://93.184.216.34/', trusted)).toMatchObject({ ok: true, trusted: false });
  });

  it('allows a configured origin, even on loopback, and only that origin', () => {
    expect(checkTarget('http://127.0.0.1:4100/sites/acme/', trusted)).toMatchObject({ ok: true, trusted: true });
    expect(checkTarget('http://127.0.0.1:4100@evil.example/', trusted)).toMatchObject({ ok: false });
  });
});

describe('trusted places: an origin and a path prefix', () => {
  const intranet = ['http://intranet.local:8080/jobs/'];
  const trustedAt = (url: string, places: readonly string[] = intranet) => checkTarget(url, places);

  it('reads an entry as origin and path prefix, a whole origin without a path or with just "/"', () => {
    expect(trustedPlace('http://intranet.local:8080/jobs/')).toEqual({ origin: 'http://intranet.local:8080', path: '/jobs/' });
    // No trailing slash: the same prefix, a whole segment.
    expect(trustedPlace('http://intranet.local:8080/jobs')).toEqual({ origin: 'http://intranet.local:8080', path: '/jobs/' });
    expect(trustedPlace(' HTTP://Intranet.LOCAL:8080 ')).toEqual({ origin: 'http://intranet.local:8080', path: '/' });
    expect(trustedPlace('http://intranet.local:8080/')).toEqual({ origin: 'http://intranet.local:8080', path: '/' });
    expect(trustedPlace('https://careers.corp:443/a/../b/')).toEqual({ origin: 'https://careers.corp', path: '/b/' });
    for (const entry of [
      'intranet.local',
      'ftp://intranet.local/',
      'http://u:p@intranet.local/',
      'http://intranet.local/jobs/?x=1',
      'http://intranet.local/#a',
      'http://intranet.local/?',
    ]) {
      expect(trustedPlace(entry), entry).toBeNull();
    }
  });

  it('trusts the paths under the prefix, whatever the case of scheme and host or a default port', () => {
    for (const url of [
      'http://intranet.local:8080/jobs/',
      'http://intranet.local:8080/jobs',
      'http://intranet.local:8080/jobs/42?ref=x#top',
      'HTTP://INTRANET.local:8080/jobs/a/b.html',
      'http://intranet.local:8080/jobs/a/../b',
      'http://intranet.local:8080/jobs/;jsessionid=1',
    ]) {
      expect(trustedAt(url), url).toMatchObject({ ok: true, trusted: true });
    }
    expect(trustedAt('https://careers.corp:443/b/x', ['https://careers.corp/b'])).toMatchObject({ ok: true, trusted: true });
  });

  it('refuses the rest of a trusted origin as any private address, compared on the parsed path', () => {
    for (const url of [
      'http://intranet.local:8080/',
      'http://intranet.local:8080/admin',
      // Not a whole segment.
      'http://intranet.local:8080/jobsecret',
      'http://intranet.local:8080/jobs.json',
      // The path is case-sensitive: /Jobs/ is not /jobs/ on most servers.
      'http://intranet.local:8080/JOBS/1',
      // Traversal, in every spelling the URL parser resolves...
      'http://intranet.local:8080/jobs/../admin',
      'http://intranet.local:8080/jobs/%2e%2e/admin',
      'http://intranet.local:8080/jobs/.%2E/admin',
      'http://intranet.local:8080/jobs\\..\\admin',
      // ...and those it leaves to the server: an encoded slash, a parameter after "..", double encoding, trailing dots or spaces.
      'http://intranet.local:8080/jobs/..%2fadmin',
      'http://intranet.local:8080/jobs/..%5cadmin',
      'http://intranet.local:8080/jobs/..;/admin',
      'http://intranet.local:8080/jobs/%252e%252e/admin',
      'http://intranet.local:8080/jobs/a/..%20/admin',
      'http://intranet.local:8080/jobs/.../admin',
      'http://intranet.local:8080/jobs/%E0%A4%A',
      'http://intranet.local:8080%2fjobs/',
      // Another port, scheme or host.
      'http://intranet.local:8081/jobs/1',
      'https://intranet.local:8080/jobs/1',
      'http://intranet.local.:8080/jobs/1',
      'http://intranet.local:8080@evil.example/jobs/1',
    ]) {
      const verdict = trustedAt(url);
      expect(verdict.ok && verdict.trusted, url).toBe(false);
    }
    // Refused for what it is, a private host, before its port.
    expect(trustedAt('http://intranet.local:8080/admin')).toMatchObject({ ok: false, reason: 'names a private host' });
    expect(checkTarget('http://127.0.0.1:8080/careers/x', [])).toMatchObject({
      ok: false,
      reason: 'points at a private, loopback or link-local address',
    });
    expect(checkTarget('https://www.example.com:8443/jobs/1', [])).toMatchObject({ ok: false, reason: 'names a port other than 80 or 443' });
    expect(trustedAt('http://10.0.0.5/jobs/1', ['http://10.0.0.5/jobs/'])).toMatchObject({ ok: true, trusted: true });
    expect(trustedAt('http://10.0.0.5/admin', ['http://10.0.0.5/jobs/'])).toMatchObject({
      ok: false,
      reason: 'points at a private, loopback or link-local address',
    });
  });

  it('an entry with no path, or just "/", still trusts its whole origin; nothing trusted, nothing private passes', () => {
    expect(trustedAt('http://intranet.local:8080/admin', ['http://intranet.local:8080'])).toMatchObject({ ok: true, trusted: true });
    expect(trustedAt('http://intranet.local:8080/jobs/../admin', ['http://intranet.local:8080/'])).toMatchObject({ ok: true, trusted: true });
    // A guest's reads: no place trusted.
    expect(trustedAt('http://intranet.local:8080/jobs/1', [])).toMatchObject({ ok: false });
    // An entry that is not one trusts nothing.
    expect(trustedAt('http://intranet.local:8080/jobs/1', ['intranet.local:8080/jobs/'])).toMatchObject({ ok: false });
  });
});
