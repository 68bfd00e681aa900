import http from 'node:http';
import https from 'node:https';
import { checkTarget } from './check-target';
import { decodePage } from './decode-page';
import { guardedLookup, refusedAddressCode, unresolvedNameCode, type Lookup } from './guarded-lookup';

/** A page as read: its final address (after redirects), its text, and whether the byte cap cut it short. */
export type SitePage = { url: string; html: string; truncated: boolean };

export type SiteFetcherOptions = {
  userAgent: string;
  /**
   * Places an operator configured; they may be private. Each is an origin (all of it) or an origin with a
   * path prefix (`http://intranet.local:8080/jobs/`: only its paths under /jobs/), as check-target.ts reads
   * them. Everything else must be public.
   */
  trustedOrigins: readonly string[];
  /** One deadline for the whole fetch, redirects included. */
  timeoutMs?: number;
  /** Bytes read at most; a page's head is near its start, so the rest is not needed. */
  maxBytes?: number;
  /** The resolver under the guard (the system's by default; a stub in tests). */
  lookup?: Lookup;
  /** What is read: web pages only (the default), or a site's text files too (robots.txt, XML sitemaps, its pages' JSON). */
  reads?: 'pages' | 'site-files';
};

/**
 * One fetch's own rules: `sameSite` follows redirects only within the host asked for (and its www. form);
 * `beforeRequest` is asked before each request, redirects included (robots.txt), and may refuse by throwing.
 */
export type SiteFetchRules = { sameSite?: boolean; beforeRequest?: (url: URL) => Promise<void> };

/** The media types each kind of fetcher reads, and the Accept header that asks for them. */
const readable = {
  pages: { types: ['text/html', 'application/xhtml+xml'], accept: 'text/html,application/xhtml+xml;q=0.9' },
  'site-files': {
    types: ['text/html', 'application/xhtml+xml', 'application/xml', 'text/xml', 'application/json', 'text/plain'],
    accept: 'text/html,application/xhtml+xml;q=0.9,application/xml;q=0.8,text/xml;q=0.8,application/json;q=0.8,text/plain;q=0.7',
  },
} as const;

export class SiteError extends Error {
  override name = 'SiteError';
  /** For a refusal: what is wrong with the address ("points at a private, loopback or link-local address"). */
  readonly detail: string | undefined;
  /** For a refusal after a redirect: the host the page sent Seeker to (the address asked for was fine). */
  readonly redirectedTo: string | undefined;
  /**
   * Whether the fetch went past the address check to the network (a DNS lookup, a connection, a redirect
   * followed), so that its outcome tells something about a name. False only for a refusal decided from the
   * address alone (a literal address, the scheme, the port, credentials, a private-only name).
   */
  readonly lookedUp: boolean;
  constructor(
    readonly reason: 'refused' | 'failed',
    message: string,
    more: { detail?: string; redirectedTo?: string; lookedUp?: boolean } = {},
  ) {
    super(message);
    this.detail = more.detail;
    this.redirectedTo = more.redirectedTo;
    this.lookedUp = more.lookedUp ?? true;
  }
}

const maxRedirects = 3;

/**
 * The one outbound fetcher for company websites: GET only, HTML only, at most 3 redirects each checked
 * like the first URL, a byte cap and one deadline. Private, loopback and link-local targets are refused
 * before connecting (checkTarget) and again at connect time (guardedLookup), unless configured.
 */
export function createSiteFetcher(options: SiteFetcherOptions): (url: string, signal?: AbortSignal, rules?: SiteFetchRules) => Promise<SitePage> {
  const timeoutMs = options.timeoutMs ?? 8_000;
  const maxBytes = options.maxBytes ?? 512 * 1024;
  const lookup = guardedLookup(options.lookup);
  return async (start, signal, rules = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
    let target = start;
    for (let hop = 0; ; hop++) {
      const verdict = checkTarget(target, options.trustedOrigins);
      if (!verdict.ok) throw refusal(verdict.reason, hop, target);
      if (hop > 0 && rules.sameSite && !sameSite(verdict.url, start))
        throw new SiteError('failed', `redirected to another site (${verdict.url.host}); not followed`);
      await rules.beforeRequest?.(verdict.url);
      const answer = await getOnce(verdict.url, {
        userAgent: options.userAgent,
        reads: readable[options.reads ?? 'pages'],
        maxBytes,
        signal: combined,
        lookup: verdict.trusted ? undefined : lookup,
      }).catch((error: unknown) => {
        if (deadline.aborted) throw new SiteError('failed', `did not answer within ${timeoutMs / 1000} s`);
        // Refused at connect time (what the name resolves to): after a redirect, the redirect is to blame.
        if (error instanceof SiteError && error.reason === 'refused' && hop > 0) throw refusal(error.detail ?? 'is refused', hop, target);
        throw error;
      });
      if ('html' in answer) return { url: verdict.url.href, html: answer.html, truncated: answer.truncated };
      if (hop >= maxRedirects) throw new SiteError('failed', `redirected more than ${maxRedirects} times`);
      target = new URL(answer.location, verdict.url).href;
    }
  };
}

/**
 * An address refused. The first one by its address alone, before any lookup; after a redirect a page was
 * fetched (the network was asked), and the refusal names where that page sent Seeker.
 */
function refusal(reason: string, hop: number, target: string): SiteError {
  if (hop === 0) return new SiteError('refused', `The address ${reason}; not fetched`, { detail: reason, lookedUp: false });
  const host = hostOf(target);
  return new SiteError('refused', `It redirected to an address that ${reason} (${host}); not fetched`, { detail: reason, redirectedTo: host });
}

/** The same host, or the same but for a leading "www.". */
function sameSite(url: URL, start: string): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  try {
    return bare(url.host) === bare(new URL(start).host);
  } catch {
    return false;
  }
}

function hostOf(address: string): string {
  try {
    return new URL(address).host || address;
  } catch {
    return address;
  }
}

type Answer = { html: string; truncated: boolean } | { location: string };

type Readable = (typeof readable)[keyof typeof readable];

function getOnce(
  url: URL,
  settings: { userAgent: string; reads: Readable; maxBytes: number; signal: AbortSignal; lookup: Lookup | undefined },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      headers: { 'User-Agent': settings.userAgent, Accept: settings.reads.accept },
      signal: settings.signal,
      ...(settings.lookup ? { lookup: settings.lookup } : {}),
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === refusedAddressCode) {
        return reject(new SiteError('refused', 'The site resolves to a private address; not fetched', { detail: 'resolves to a private address' }));
      }
      if (error.code === unresolvedNameCode) {
        return reject(new SiteError('refused', "The site's name does not resolve; not fetched", { detail: 'names a host that does not resolve' }));
      }
      reject(settings.signal.aborted ? error : new SiteError('failed', 'could not be reached'));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ location: response.headers.location });
      }
      if (status < 200 || status >= 300) {
        response.resume();
        return reject(new SiteError('failed', `answered HTTP ${status}`));
      }
      // The media type alone, before any parameter: "text/htmlx" or "…; x=text/html" is not a web page.
      const contentType = String(response.headers['content-type'] ?? '');
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      if (!(settings.reads.types as readonly string[]).includes(type)) {
        response.resume();
        return reject(
          new SiteError('failed', settings.reads.types.length > 2 ? 'did not answer with a page or text file' : 'did not answer with a web page'),
        );
      }
      const chunks: Buffer[] = [];
      let total = 0;
      response.on('data', (chunk: Buffer) => {
        // Past the cap the head is long read; keep what came and stop the download.
        const room = settings.maxBytes - total;
        if (room <= 0) return;
        chunks.push(chunk.subarray(0, room));
        total += Math.min(chunk.length, room);
        if (total >= settings.maxBytes) {
          resolve({ html: decodePage(Buffer.concat(chunks), contentType), truncated: true });
          request.destroy();
        }
      });
      response.on('end', () => resolve({ html: decodePage(Buffer.concat(chunks), contentType), truncated: false }));
      response.on('error', () => reject(new SiteError('failed', 'dropped the connection')));
    });
  });
}
