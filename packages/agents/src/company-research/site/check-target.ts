import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy';

export type TargetVerdict = { ok: true; url: URL; trusted: boolean } | { ok: false; reason: string };

// Names that only ever mean this machine or its private network.
const privateNames = /(^|\.)(localhost|local|internal|intranet|home|lan|corp|localdomain)$/i;

/**
 * Whether the outbound fetcher may ask this URL, decided without any network traffic. A URL on an origin
 * the configuration names (`trustedOrigins`: the base URLs an operator set, fakes in tests) is trusted as
 * is; every other one must be http(s) on the default port, carry no credentials, and name a public host.
 * Host names pass here and their addresses are checked again at connect time (see guarded-lookup.ts).
 */
export function checkTarget(raw: string | URL, trustedOrigins: readonly string[]): TargetVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `uses ${url.protocol.replace(':', '')}, not http or https` };
  if (trustedOrigins.includes(url.origin)) return { ok: true, url, trusted: true };
  if (url.username || url.password) return { ok: false, reason: 'carries credentials' };
  if (url.port !== '') return { ok: false, reason: 'names a port other than 80 or 443' };
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '') return { ok: false, reason: 'names no host' };
  if (isIP(host) !== 0)
    return isPublicAddress(host) ? { ok: true, url, trusted: false } : { ok: false, reason: 'points at a private, loopback or link-local address' };
  if (!host.includes('.') || privateNames.test(host)) return { ok: false, reason: 'names a private host' };
  // Decimal, octal or hex spellings of an address ("2130706433", "0x7f.1") are read by some resolvers as IPs.
  if (/^[0-9.]+$/.test(host) || /^0x[0-9a-f.]+$/i.test(host)) return { ok: false, reason: 'spells an address in an unusual form' };
  return { ok: true, url, trusted: false };
}
