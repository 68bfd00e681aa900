import { createSiteFetcher, createSourceHttp, jobSourceUserAgent, type ResearchClients } from '@seeker/agents';
import type { ResearchSettings } from './research-settings';

export type ResearchSources = { clients: ResearchClients; ttlHours: number };

const timeoutMs = 8_000;

/**
 * The one way the server reaches research sources: JSON sources through the job-source fetcher (timeout,
 * retries, User-Agent), company websites through the SSRF-guarded site fetcher. Only the configured
 * base URLs' origins may be private (local fakes, a mirror on the LAN).
 */
export function createResearchSources(settings: ResearchSettings, contact: string): ResearchSources {
  const userAgent = jobSourceUserAgent(contact);
  const http = (source: string) => createSourceHttp({ source, userAgent, timeoutMs, maxRetries: 1, maxBytes: 4 * 1024 * 1024 });
  const on = (name: ResearchSettings['enabled'][number]) => settings.enabled.includes(name);
  const trustedOrigins = [settings.wikidataUrl, settings.wikipediaUrl, settings.ratings?.baseUrl]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return {
    ttlHours: settings.ttlHours,
    clients: {
      ...(on('wikidata') ? { wikidata: { http: http('wikidata'), baseUrl: settings.wikidataUrl } } : {}),
      ...(on('wikipedia') ? { wikipedia: { http: http('wikipedia'), baseUrl: settings.wikipediaUrl } } : {}),
      ...(on('website') ? { site: createSiteFetcher({ userAgent, trustedOrigins, timeoutMs }) } : {}),
      ...(settings.ratings ? { ratings: { http: http('ratings'), provider: settings.ratings } } : {}),
    },
  };
}
