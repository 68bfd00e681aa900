import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy';
import { checkTarget } from './check-target';

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
    ['http://127.0.0.1:4101/', 'port'],
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
