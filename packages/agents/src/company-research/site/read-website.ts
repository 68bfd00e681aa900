import type { SourceFinding } from '../company-facts';
import type { SitePage } from './fetch-site';
import { readSiteHead } from './read-site-head';

export type FetchSite = (url: string, signal?: AbortSignal) => Promise<SitePage>;

/** The company's home page as it describes itself: title, description, logo. */
export async function readWebsite(fetchSite: FetchSite, website: string, now: Date, signal?: AbortSignal): Promise<SourceFinding> {
  const page = await fetchSite(website, signal);
  const head = readSiteHead(page.html, page.url);
  const host = new URL(page.url).hostname.replace(/^www\./, '');
  return {
    source: { id: 'website', label: host, url: page.url, retrievedAt: now.toISOString() },
    overview: {
      website: page.url,
      ...(head.description ? { description: head.description } : {}),
      ...(head.logoUrl ? { logoUrl: head.logoUrl } : {}),
    },
  };
}
