import {
  createSiteFetcher,
  createSourceHttp,
  jobSourceUserAgent,
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
  /** One pasted job page, through the SSRF-guarded site fetcher (public addresses, or JOB_PAGE_TRUSTED_ORIGINS). */
  fetchPage: (url: string, signal?: AbortSignal) => Promise<SitePage>;
};

/** Job pages are longer than a company's home page: their JSON-LD may follow a large inline bundle. */
export const maxJobPageBytes = 2 * 1024 * 1024;

/** The one way the server reaches job sources; tests pass a `fetch` only to count calls, never to leave loopback. */
export function createJobSources(settings: JobSourceSettings, options: { fetch?: typeof fetch } = {}): JobSources {
  const userAgent = jobSourceUserAgent(settings.contact);
  const adapters = Object.values(sourceAdapters) as SourceAdapter[];
  return {
    settings,
    enabled: (kind) => adapters.filter((adapter) => adapter.kind === kind && settings.enabled.includes(adapter.name)) as never,
    isEnabled: (name) => settings.enabled.includes(name),
    context: (adapter, signal) => ({
      baseUrl: settings.baseUrls[adapter.name],
      credentials: settings.credentials,
      http: createSourceHttp({
        source: adapter.name,
        userAgent,
        timeoutMs: settings.timeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(signal ? { signal } : {}),
      }),
    }),
    fetchPage: createSiteFetcher({ userAgent, trustedOrigins: settings.pageOrigins, timeoutMs: settings.timeoutMs, maxBytes: maxJobPageBytes }),
  };
}
