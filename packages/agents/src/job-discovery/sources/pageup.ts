import { isPlainWebLink, linkHost } from '../links/link-host';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { pageupBoardPattern } from './board-names';
import { employerSiteTerms, ownSiteJobId, siteAddress, siteJobId, siteOrigin, siteRequestUrl, type EmployerSite } from './employer-site';
import { readPageUpJobPage, readPageUpListing, type PageUpRow } from './pageup-pages';
import { readKeptPage } from './job-page-of-listing';
import { putWantedJob, readKeyedPages, readWantedJob } from './read-items';

// PageUp careers sites on the employer's own host (jobs.rowan.edu/en-us; PageUp's own host, careers.pageuppeople.com,
// serves many employers under one host and names none, so its pages are read as any job page is), server-rendered: the listing, 20 jobs a page with title and place, and each job's
// page with its type, place, categories, the ad and the day it was advertised (sources/pageup-pages.ts). The sites'
// firewall answers a burst of requests with an empty 202 challenge: pages are asked one at a time, a site at most once an
// hour, and an answer that is no listing fails the read rather than ending it. Read only where users name a site.

/** Pages read in one visit, 20 jobs each: the site's first 200. A bigger site is read in part and closes nothing it did not list. */
export const pageupMaxPages = 10;
const pageItems = 20;

export type PageUpBoard = EmployerSite;

/** The host and language of a board name (`jobs.rowan.edu/en-us`), or a `not-found` SourceError without a request. */
export function readPageUpBoard(slug: string): PageUpBoard {
  const match = pageupBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a PageUp careers site (a host name, then its language such as /en-us)');
  return { host: match[1]!.toLowerCase(), locale: match[2]!.toLowerCase() };
}

export const pageupSource: BoardAdapter = {
  kind: 'board',
  name: 'pageup',
  label: sourceLabels.pageup,
  urlEnv: 'PAGEUP_API_URL',
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: employerSiteTerms,
  boardUrl: (slug) => `${siteAddress(readPageUpBoard(slug))}/listing/`,
  // The pages name no company: the site's host says where the jobs come from.
  nameOfBoard: (slug) => readPageUpBoard(slug).host,
  fetchBoard: async (context, slug, wanted) => {
    const board = readPageUpBoard(slug);
    const seen = new Set<string>();
    const { items: rows, complete } = await readKeyedPages(
      pageupMaxPages,
      (row: PageUpRow) => row.id,
      async (page) => {
        const html = await context.http.text(`${siteOrigin(context, board)}/listing/?page=${page + 1}&page-items=${pageItems}`);
        const listing = readPageUpListing(html, siteAddress(board));
        // No listing in the answer: a first page of another kind is no PageUp site; an empty answer (the firewall's
        // challenge) or a later page's failure fails the read, which closes nothing.
        if (!listing)
          throw new SourceError(page === 0 && html.trim() !== '' ? 'not-found' : 'invalid-response', 'the answer is no PageUp job listing');
        for (const row of listing.rows) seen.add(row.id);
        // "More Jobs" counts the jobs after this page. A page without the link is the last when it is short; a full one
        // (the template changed?) is not taken for the end: the next page, empty, says so.
        const total = listing.more
          ? listing.remaining === undefined
            ? undefined
            : seen.size + listing.remaining
          : listing.rows.length < pageItems
            ? seen.size
            : undefined;
        return { items: listing.rows, total };
      },
    );
    const postings = [...rows.values()].map((row) => postingOf(row, board, slug));
    const job = wanted === undefined ? null : await readWantedJob(() => fetchJob(context, board, slug, wanted, rows));
    return { companyName: null, postings: job ? putWantedJob(postings, job) : postings, complete };
  },
};

function postingOf(row: PageUpRow, board: PageUpBoard, slug: string): RawPosting {
  return {
    source: 'pageup',
    sourceId: siteJobId(board.host, row.id),
    sourceUrl: row.url,
    title: row.title,
    company: board.host,
    location: row.location,
    board: { provider: 'pageup', slug },
  };
}

/** A job a user asked for, read whole from its page (listed or not); null when it is not this site's job. */
async function fetchJob(
  context: SourceContext,
  board: PageUpBoard,
  slug: string,
  sourceId: string,
  rows: Map<string, PageUpRow>,
): Promise<RawPosting | null> {
  const id = ownSiteJobId(board.host, sourceId);
  if (!id || !/^\d{1,12}$/.test(id)) return null;
  const listed = rows.get(id);
  const address = new URL(listed?.url ?? `${siteAddress(board)}/job/${id}`);
  // A job page that cannot be read, or is about another job, leaves the job as listed (or not at all): the list stands.
  const whole = await readKeptPage(async () =>
    postingOfPage(await context.http.text(siteRequestUrl(context, board, address)), id, sourceId, address, board, slug, listed),
  );
  return whole ?? (listed ? postingOf(listed, board, slug) : null);
}

/** A job's page as its posting; undefined when it names no job, or another (a redirect, a number that does not match). */
function postingOfPage(
  html: string,
  id: string,
  sourceId: string,
  address: URL,
  board: PageUpBoard,
  slug: string,
  listed: PageUpRow | undefined,
): RawPosting | undefined {
  const page = readPageUpJobPage(html);
  if (!page || (page.jobNumber !== undefined && page.jobNumber !== id)) return undefined;
  return {
    source: 'pageup',
    sourceId,
    sourceUrl: address.href,
    title: page.title,
    company: board.host,
    location: page.location ?? listed?.location,
    ...(page.descriptionHtml ? { descriptionHtml: page.descriptionHtml } : {}),
    postedAt: page.advertised,
    employmentType: page.workType,
    ...(page.categories
      ? {
          tags: page.categories
            .split(/\s*;\s*/)
            .filter(Boolean)
            .slice(0, 10),
        }
      : {}),
    board: { provider: 'pageup', slug },
  };
}

/**
 * The board and job an address names when it has PageUp's shape on an employer's host: `/{locale}/job/{id}[/{words}]`.
 * Other sites may shape addresses so too: only a page that also shows PageUp's marks is taken for a PageUp site's
 * (pageupJobOfPage). PageUp's own host (careers.pageuppeople.com) serves many employers and names none of them: its
 * pages are read as any job page is.
 */
export function pageupJobInAddress(url: URL): { slug: string; sourceId: string } | null {
  if (!isPlainWebLink(url)) return null;
  const host = linkHost(url);
  const path = url.pathname.split('/').filter(Boolean);
  if (/(^|\.)pageuppeople\.com$/.test(host) || path.length < 3 || path.length > 4 || path[1]!.toLowerCase() !== 'job') return null;
  if (!/^\d{1,12}$/.test(path[2]!)) return null;
  const slug = `${host}/${path[0]!.toLowerCase()}`;
  return pageupBoardPattern.test(slug) ? { slug, sourceId: siteJobId(host, path[2]!) } : null;
}

/** PageUp's marks on a site's page: its apply links (secure.{dc}.pageuppeople.com/apply/{instance}/) or its script's settings. */
const platformMarks = /\/\/secure\.[a-z0-9-]{1,20}\.pageuppeople\.com\/apply\/\d{1,6}\/|\bPU\.Jobs\.source\s*=\s*\{/i;
const scannedChars = 1024 * 1024;

/** The PageUp job a pasted page on an employer's host shows: an address of PageUp's shape on a page with PageUp's marks; else null. */
export function pageupJobOfPage(url: URL, html: string): { slug: string; sourceId: string } | null {
  const job = pageupJobInAddress(url);
  return job && platformMarks.test(html.slice(0, scannedChars)) ? job : null;
}
