import type { SourceHttp } from '../source-adapter';
import { isSourceError, SourceError } from '../source-error';
import { parseRobotsTxt, robotsAllows, type RobotsTxt } from './robots-txt';

/** Resolves when robots.txt lets us fetch `url`; rejects with a SourceError of kind `robots` when it does not. */
export type RobotsCheck = (url: URL) => Promise<void>;

export type RobotsPolicyOptions = {
  /** The name our User-Agent starts with ("Seeker"), matched against `user-agent` lines. */
  productToken: string;
  /** Reads `{origin}/robots.txt`: a fetcher of its own, never one that asks robots.txt first. */
  http: SourceHttp;
  now?: () => number;
  /** How long a read robots.txt is trusted: RFC 9309 says at most a day. */
  ttlMs?: number;
  /** How long an unreachable robots.txt keeps a host closed before it is asked again. */
  retryMs?: number;
  /** Hosts remembered at once; the longest unasked is forgotten first. */
  maxHosts?: number;
};

/** What a host's robots.txt said: its rules, everything open (none there), or nothing open (it could not be read, and why). */
type Verdict = { rules: RobotsTxt } | { open: true } | { closed: SourceError };

type Entry = { verdict: Promise<Verdict>; expiresAt: number };

const hour = 60 * 60 * 1000;

/**
 * Asks each host's robots.txt once a day (RFC 9309) before any request of a careers-site source. A robots.txt
 * that answers 4xx leaves the host open; one that cannot be read (5xx, network, timeout, a redirect to another
 * host) closes it, as the RFC asks, and is asked again an hour later. Concurrent requests share one read.
 */
export function createRobotsPolicy(options: RobotsPolicyOptions): RobotsCheck {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 24 * hour;
  const retryMs = options.retryMs ?? hour;
  // Boards on their own hosts are thousands of hosts: enough room that a crawl does not read each file twice.
  const maxHosts = options.maxHosts ?? 20_000;
  const token = options.productToken.toLowerCase();
  const hosts = new Map<string, Entry>();

  const verdictFor = (origin: string): Promise<Verdict> => {
    const cached = hosts.get(origin);
    hosts.delete(origin);
    // Asked again: kept as the most recently asked, so the longest unasked is forgotten first.
    if (cached && cached.expiresAt > now()) return (hosts.set(origin, cached), cached.verdict);
    const entry: Entry = { verdict: readRobots(options.http, origin), expiresAt: Number.POSITIVE_INFINITY };
    entry.verdict.then(
      (verdict) => (entry.expiresAt = now() + ('closed' in verdict ? retryMs : ttlMs)),
      // A cancelled read decides nothing: the next request asks again.
      () => hosts.get(origin) === entry && hosts.delete(origin),
    );
    hosts.set(origin, entry);
    if (hosts.size > maxHosts) hosts.delete(hosts.keys().next().value!);
    return entry.verdict;
  };

  return async (url) => {
    const verdict = await verdictFor(url.origin);
    if ('open' in verdict) return;
    if ('closed' in verdict) throw closedBy(verdict.closed);
    if (!robotsAllows(verdict.rules, token, url.pathname + url.search))
      throw new SourceError('robots', `its robots.txt asks robots not to read ${url.pathname}`);
  };
}

/**
 * Why a host is not read when its robots.txt was not: a host that cannot be reached, or that the guard refuses,
 * fails as itself (the file played no part); one that answered the file with an error is closed by robots.txt.
 */
function closedBy(error: SourceError): SourceError {
  if (error.kind === 'network') return error;
  return new SourceError('robots', `its robots.txt could not be read (${error.message}), so we do not read the site`, error.status);
}

async function readRobots(http: SourceHttp, origin: string): Promise<Verdict> {
  try {
    return { rules: parseRobotsTxt(await http.text(`${origin}/robots.txt`)) };
  } catch (error) {
    if (isSourceError(error, 'aborted')) throw error;
    if (isSourceError(error) && error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429)
      return { open: true };
    return { closed: isSourceError(error) ? error : new SourceError('network', 'failed unexpectedly') };
  }
}
