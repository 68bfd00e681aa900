import { parseRobotsTxt } from '../fetch/robots-txt';
import { postingFromPage } from '../page/posting-from-page';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { isSourceError, SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { jobPageAddresses } from '../site/job-page-addresses';
import { readSitemap, type SitemapPage } from '../site/read-sitemap';
import { siteDomainPattern } from './board-names';

// Any company's own careers pages, through the schema.org JobPosting they state for search engines: the site's
// sitemaps (named in its robots.txt, else /sitemap.xml) list its pages; those whose address names a job are
// opened, newest first, and read by the page reader. Only a site a user names (a Target Company given by its
// address) is read, through the guarded fetcher company research uses, under the site's robots.txt.

/** Sitemap files read in one visit (an index and the sitemaps it names). */
export const maxSitemapFiles = 10;
/** Pages kept from a site's sitemaps at most (each file is read to the page byte cap anyway). */
export const maxSitemapPages = 20_000;
/** Job pages opened in one visit: the site's newest. */
export const maxJobPages = 10;

export const careersSiteSource: BoardAdapter = {
  kind: 'board',
  name: 'careersite',
  label: sourceLabels.careersite,
  urlEnv: 'CAREERSITE_API_URL',
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: {
    minIntervalMs: 24 * 60 * 60 * 1000,
    rule: 'A site a user names: its robots.txt obeyed, its sitemaps and at most 10 of its job pages read once a day, one page at a time',
    termsUrl: 'https://www.rfc-editor.org/rfc/rfc9309',
    attribution: "Link each job to its page on the company's own site",
    robotsTxt: true,
    namedOnly: true,
    anyHost: true,
  },
  boardUrl: (slug) => `https://${readSite(slug)}/`,
  nameOfBoard: (slug) => readSite(slug),
  fetchBoard: async (context, slug) => {
    const site = readSite(slug);
    const bare = site.replace(/^www\./, '');
    const origin = context.baseUrl.replace('{board}', site);
    // Addresses of this site only (the host named, or it with or without "www."), asked through the configured
    // origin (the site itself, or a test's server).
    const local = (address: string | URL): string | null => {
      const url = typeof address === 'string' ? parseUrl(address) : address;
      const host = url?.hostname.toLowerCase().replace(/^www\./, '');
      return url && host === bare ? `${origin}${url.pathname}${url.search}` : null;
    };
    const sitemaps = await readSitemaps(context, site, local);
    const addresses = jobPageAddresses(sitemaps.pages, bare, maxJobPages + 1);
    const postings: RawPosting[] = [];
    let unread = 0;
    for (const address of addresses.slice(0, maxJobPages)) {
      // A page robots.txt keeps us from, or one that does not answer, is left out; the rest are read.
      const html = await readText(context, local(address)!, 'page');
      if (html === null) {
        unread += 1;
        continue;
      }
      const posting = postingFromPage(html, address, {
        provider: 'careersite',
        slug: bare,
        // Keyed by the site as well as the page: another site's page at the same path is another job.
        sourceId: `${bare}${address.pathname}${address.search}`.slice(0, 500),
        company: bare,
      });
      if (posting) postings.push(posting);
    }
    // A site read in part (a sitemap not read or cut short, more job pages than one visit opens, some that did
    // not answer) closes nothing it did not list.
    const complete = sitemaps.complete && addresses.length <= maxJobPages && unread === 0;
    return { companyName: mostCommon(postings.map((posting) => posting.company)), postings, complete };
  },
};

/** The site's host name as named, lower-cased; a `not-found` SourceError without a request for anything else. */
function readSite(slug: string): string {
  if (!siteDomainPattern.test(slug)) throw new SourceError('not-found', 'not a site address (a host name such as acme.com)');
  return slug.toLowerCase();
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * A file of the site, or null when it is not read: none there (404), an error answer, or (for a job page) one
 * robots.txt keeps us from. A site that cannot be reached or that the guard refuses, one robots.txt closes, and a
 * cancelled or timed-out visit fail the visit.
 */
async function readText(context: SourceContext, url: string, what: 'site-file' | 'page'): Promise<string | null> {
  try {
    return await context.http.text(url);
  } catch (error) {
    // The site cannot be reached, or the guard refuses it: nothing more of it will answer.
    if (isSourceError(error, 'aborted') || isSourceError(error, 'timeout') || isSourceError(error, 'network')) throw error;
    if (isSourceError(error, 'robots')) {
      if (what === 'page') return null;
      throw error;
    }
    return null;
  }
}

/**
 * The pages the site's sitemaps list: those robots.txt names (else /sitemap.xml), an index's sitemaps about jobs
 * first; `complete` when every sitemap named was read whole. None read at all fails the visit, saying so.
 */
async function readSitemaps(
  context: SourceContext,
  site: string,
  local: (address: string) => string | null,
): Promise<{ pages: SitemapPage[]; complete: boolean }> {
  const robots = await readText(context, local(`https://${site}/robots.txt`)!, 'site-file');
  const named = robots === null ? [] : parseRobotsTxt(robots).sitemaps;
  const queue = (named.length > 0 ? named : [`https://${site}/sitemap.xml`]).flatMap((address) => local(address) ?? []);
  const pages: SitemapPage[] = [];
  const seen = new Set<string>();
  let read = 0;
  let missed = 0;
  for (let files = 0; queue.length > 0 && files < maxSitemapFiles; files++) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const text = await readText(context, next, 'site-file');
    if (text === null) {
      missed += 1;
      continue;
    }
    read += 1;
    const sitemap = readSitemap(text);
    // Bounded memory on a huge site: the pages of the first files (job sitemaps first) only.
    if (pages.length + sitemap.pages.length > maxSitemapPages) missed += 1;
    pages.push(...sitemap.pages.slice(0, maxSitemapPages - pages.length));
    // A sitemap whose own path names jobs is read before the site's other sitemaps.
    const aboutJobs = (address: string) => /job|career|vacanc|stelle|karriere|emploi/i.test(parseUrl(address)?.pathname ?? '');
    const children = sitemap.sitemaps.filter((address) => local(address) !== null);
    queue.unshift(...children.filter(aboutJobs).map((address) => local(address)!));
    queue.push(...children.filter((address) => !aboutJobs(address)).map((address) => local(address)!));
  }
  if (read === 0)
    throw new SourceError(
      'invalid-response',
      named.length > 0
        ? 'none of the sitemaps its robots.txt names could be read'
        : 'has no sitemap (robots.txt names none, and /sitemap.xml is not there)',
    );
  return { pages, complete: missed === 0 && queue.length === 0 };
}

/** The name most postings give their employer (a site's pages may name a subsidiary once), or null. */
function mostCommon(names: string[]): string | null {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
