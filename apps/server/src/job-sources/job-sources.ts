import {
  checkTarget,
  createGuardedSourceHttp,
  createRobotsPolicy,
  createSiteFetcher,
  createSourceHttp,
  jobSourceProductToken,
  jobSourceUserAgent,
  type SiteLookup,
  type SitePage,
  sourceAdapters,
  type SourceAdapter,
  type SourceContext,
  type SourceName,
} from '@seeker/agents';
import type { JobSourceSettings } from './source-settings';

export type JobSources = {
  settings: JobSourceSettings;
  /** Enabled adapters of one kind. */
  enabled: <K extends SourceAdapter['kind']>(kind: K) => Extract<SourceAdapter, { kind: K }>[];
  isEnabled: (name: SourceName) => boolean;
  /** A context whose fetcher enforces the per-source timeout, User-Agent and retry rules. */
  context: (adapter: SourceAdapter, signal?: AbortSignal) => SourceContext;
  /**
   * One pasted job page, through the SSRF-guarded site fetcher: public addresses, and for an account (never
   * a guest) the places JOB_PAGE_TRUSTED_ORIGINS names, redirects included.
   */
  fetchPage: (url: string, requester: PageRequester, signal?: AbortSignal) => Promise<SitePage>;
  /** Whether `fetchPage` would refuse the address by itself alone (scheme, credentials, a private host, a port), asking no one. */
  refusesPage: (url: string, requester: PageRequester) => boolean;
};

/** Who a page is read for: a guest (an anonymous sign-in, open to anyone) is never trusted with a private place. */
export type PageRequester = { guest: boolean };

/** Job pages are longer than a company's home page: their JSON-LD may follow a large inline bundle. */
export const maxJobPageBytes = 2 * 1024 * 1024;

/** robots.txt is read to its first 500 KiB (RFC 9309); a longer one is refused whole rather than cut mid-rule. */
const robotsTxtFetchBytes = 1024 * 1024;

/**
 * The one way the server reaches job sources; tests pass a `fetch` only to count calls, never to leave
 * loopback, and a `lookup` so that no name is ever asked of the real DNS.
 */
export function createJobSources(
  settings: JobSourceSettings,
  options: {
    fetch?: typeof fetch;
    lookup?: SiteLookup;
    /** Places a company's own site may be read at although private: for tests' loopback sites only, never configured. */
    trustedSites?: string[];
  } = {},
): JobSources {
  const userAgent = jobSourceUserAgent(settings.contact);
  const adapters = Object.values(sourceAdapters) as SourceAdapter[];
  const pageFetcher = (trusted: string[]) =>
    createSiteFetcher({
      userAgent,
      trustedOrigins: trusted,
      timeoutMs: settings.timeoutMs,
      maxBytes: maxJobPageBytes,
      ...(options.lookup ? { lookup: options.lookup } : {}),
    });
  const forAccounts = pageFetcher(settings.pagePlaces);
  const forGuests = pageFetcher([]);
  // A company's own site (a Target Company's address): its robots.txt, sitemaps and pages through the guard,
  // public addresses only, whoever named it.
  const siteFiles = createSiteFetcher({
    userAgent,
    trustedOrigins: options.trustedSites ?? [],
    timeoutMs: settings.timeoutMs,
    maxBytes: maxJobPageBytes,
    reads: 'site-files',
    ...(options.lookup ? { lookup: options.lookup } : {}),
  });
  const siteRobots = createRobotsPolicy({ productToken: jobSourceProductToken, http: createGuardedSourceHttp(siteFiles) });
  // One memory of every careers site's robots.txt, shared by all searches and crawls of this process.
  const robots = createRobotsPolicy({
    productToken: jobSourceProductToken,
    http: createSourceHttp({
      source: 'robots.txt',
      userAgent,
      timeoutMs: settings.timeoutMs,
      maxRetries: 1,
      maxBytes: robotsTxtFetchBytes,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    }),
  });
  return {
    settings,
    enabled: (kind) => adapters.filter((adapter) => adapter.kind === kind && settings.enabled.includes(adapter.name)) as never,
    isEnabled: (name) => settings.enabled.includes(name),
    context: (adapter, signal) => ({
      baseUrl: settings.baseUrls[adapter.name],
      credentials: settings.credentials,
      http: adapter.terms.anyHost
        ? createGuardedSourceHttp(siteFiles, { robots: siteRobots, ...(signal ? { signal } : {}) })
        : createSourceHttp({
            source: adapter.name,
            userAgent,
            timeoutMs: settings.timeoutMs,
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(signal ? { signal } : {}),
            ...(adapter.terms.robotsTxt ? { robots } : {}),
          }),
    }),
    fetchPage: (url, requester, signal) => (requester.guest ? forGuests : forAccounts)(url, signal),
    refusesPage: (url, requester) => !checkTarget(url, requester.guest ? [] : settings.pagePlaces).ok,
  };
}
