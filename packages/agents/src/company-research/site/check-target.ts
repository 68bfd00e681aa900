import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy';

export type TargetVerdict = { ok: true; url: URL; trusted: boolean } | { ok: false; reason: string };

/** A place an operator trusts although it may be private: an origin, and the path prefix under it ('/' for all of it). */
export type TrustedPlace = { origin: string; path: string };

// Names that only ever mean this machine or its private network.
const privateNames = /(^|\.)(localhost|local|internal|intranet|home|lan|corp|localdomain)$/i;

/**
 * A configured entry as a place: `http://intranet.local:8080/jobs/` is that origin's paths under /jobs/
 * (`/jobs` means the same: a prefix is a whole path segment, never part of one); an origin alone, or with
 * just "/", is all of it. Null for anything else than an http(s) address without user name, query or fragment.
 */
export function trustedPlace(entry: string): TrustedPlace | null {
  let url: URL;
  try {
    url = new URL(entry.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || /[?#]/.test(entry)) return null;
  return { origin: url.origin, path: url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/` };
}

/**
 * One path segment below a trusted prefix that every server reads as itself: not a dot segment in any
 * spelling the URL parser leaves alone ("..;", "..%2f", "%252e%252e", ".. "), and no encoded slash.
 */
function plainSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  if (/[/\\]/.test(decoded) || /%(2e|2f|5c)/i.test(decoded)) return false;
  const bare = decoded.split(';')[0]!;
  return !(bare.includes('.') && /^[.\s]+$/.test(bare));
}

/** Whether a parsed (so normalised: case of scheme and host, default port, "/../" resolved) URL lies within a trusted place. */
function within(url: URL, place: TrustedPlace): boolean {
  if (url.origin !== place.origin) return false;
  if (place.path === '/') return true;
  const path = url.pathname;
  if (path !== place.path.slice(0, -1) && !path.startsWith(place.path)) return false;
  return path.slice(place.path.length).split('/').every(plainSegment);
}

/** Whether `url` lies within one of the configured places (entries as `trustedPlace` reads them). */
export function isTrustedUrl(url: URL, trusted: readonly string[]): boolean {
  return trusted.some((entry) => {
    const place = trustedPlace(entry);
    return place !== null && within(url, place);
  });
}

/**
 * Whether the outbound fetcher may ask this URL, decided without any network traffic. A URL within a
 * place the configuration names (`trusted`: origins, or origins with a path prefix, that an operator set;
 * fakes in tests) is trusted as is; every other one must be http(s) on the default port, carry no
 * credentials, and name a public host. Host names pass here and their addresses are checked again at
 * connect time (see guarded-lookup.ts).
 */
export function checkTarget(raw: string | URL, trusted: readonly string[]): TargetVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: `uses ${url.protocol.replace(':', '')}, not http or https` };
  if (isTrustedUrl(url, trusted)) return { ok: true, url, trusted: true };
  if (url.username || url.password) return { ok: false, reason: 'carries credentials' };
  // The host first: a private place with a port ("http://127.0.0.1:8080/") is refused for being private.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === '') return { ok: false, reason: 'names no host' };
  if (isIP(host) !== 0) {
    if (!isPublicAddress(host)) return { ok: false, reason: 'points at a private, loopback or link-local address' };
  } else {
    if (!host.includes('.') || privateNames.test(host)) return { ok: false, reason: 'names a private host' };
    // Decimal, octal or hex spellings of an address ("2130706433", "0x7f.1") are read by some resolvers as IPs.
    if (/^[0-9.]+$/.test(host) || /^0x[0-9a-f.]+$/i.test(host)) return { ok: false, reason: 'spells an address in an unusual form' };
  }
  if (url.port !== '') return { ok: false, reason: 'names a port other than 80 or 443' };
  return { ok: true, url, trusted: false };
}
