import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { isSourceError, SourceError } from '../source-error';
import { employerSiteTerms, ownSiteJobId, siteAddress, siteJobId, siteOrigin, siteRequestUrl, type EmployerSite } from './employer-site';
import { sourceLabels } from '../source-names';
import { readRadancyResults, type RadancyRow } from './radancy-results';
import { readJobPage, withWantedJob } from './job-page-of-listing';
import { readKeyedPages } from './read-items';
import { radancyBoardPattern } from './board-names';
import { isPlainWebLink, linkHost } from '../links/link-host';

// Radancy (formerly TalentBrew) careers sites live on their employers' own hosts (www.att.jobs, careers.aldi.us,
// jobs.veolia.com/fr). Their search page loads its results from
// GET {site}{locale}/search-jobs/results?CurrentPage={n}&RecordsPerPage={size}&SearchResultsModuleName=Search+Results,
// which answers JSON {results: "<section id=search-results data-total-job-results=…>…</section>"}: an HTML fragment of
// rows, each an <li> or <tr> linking its job (<a data-job-id href="/job/{city}/{title}/{org}/{id}">) with the title, the
// place and, where the site shows them, the position type, category and day posted. No description and no pay: a
// pasted job's own page is read for those (its schema.org JobPosting). Without SearchResultsModuleName the answer's
// results are empty (job-hunter-toolkit's notes on the endpoint; docs/research/ats-providers/recordings-third-round.md).

/** Rows asked for a page: the site serves what is asked (about 1.5 KB a row). */
const pageSize = 100;
/** Pages read in one visit: the site's first 1,000 jobs. A bigger site is read in part and closes nothing it did not list. */
export const radancyMaxPages = 10;

const answer = z.object({ results: z.string() });

export type RadancyBoard = EmployerSite;

/** The host and locale path of a board name (`jobs.veolia.com/fr`), or a `not-found` SourceError without a request. */
export function readRadancyBoard(slug: string): RadancyBoard {
  const match = radancyBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a Radancy careers site (a host name, then a language path such as /fr where the site has one)');
  return { host: match[1]!.toLowerCase(), locale: match[2] ? `/${match[2].toLowerCase()}` : '' };
}

export const radancySource: BoardAdapter = {
  kind: 'board',
  name: 'radancy',
  label: sourceLabels.radancy,
  urlEnv: 'RADANCY_API_URL',
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: employerSiteTerms,
  boardUrl: (slug) => `${siteAddress(readRadancyBoard(slug))}/search-jobs`,
  // The answers name no company (a group's site names each job's brand): the site's host says where the jobs come from
  // until a job's page names it.
  nameOfBoard: (slug) => readRadancyBoard(slug).host,
  fetchBoard: async (context, slug, wanted) => {
    const board = readRadancyBoard(slug);
    const { items: rows, complete } = await readKeyedPages(
      radancyMaxPages,
      (row: RadancyRow) => row.id,
      async (page) => {
        const query = `CurrentPage=${page + 1}&RecordsPerPage=${pageSize}&SearchResultsModuleName=Search+Results`;
        const results = await readResultsPage(context, board, query);
        // A first answer that is no search (not JSON, no results, no results section): whatever answered is no Radancy
        // site, and a site named by a page's looks alone is forgotten for it. A later page's is a failure of the site's.
        if (!results && page === 0) throw new SourceError('not-found', 'no Radancy job search at this address');
        if (!results) throw new SourceError('invalid-response', 'the search answer has no results');
        return { items: results.rows, total: results.total };
      },
    );
    const postings = [...rows.values()].map((row) => postingOf(row, board.host, slug));
    const job = wanted === undefined ? null : await fetchJob(context, board, slug, wanted, rows);
    return withWantedJob(postings, job, board.host, complete);
  },
};

/** One page of the search's results, or null when the answer is no Radancy search (not JSON, or no results section). */
async function readResultsPage(context: SourceContext, board: RadancyBoard, query: string) {
  let body: unknown;
  try {
    body = await context.http.json(`${siteOrigin(context, board)}/search-jobs/results?${query}`);
  } catch (error) {
    if (isSourceError(error, 'invalid-response')) return null;
    throw error;
  }
  const parsed = answer.safeParse(body);
  return parsed.success ? readRadancyResults(parsed.data.results, siteAddress(board)) : null;
}

function postingOf(row: RadancyRow, host: string, slug: string): RawPosting {
  return {
    source: 'radancy',
    sourceId: siteJobId(host, row.id),
    sourceUrl: row.url,
    title: row.title,
    company: row.brand ?? host,
    location: row.location,
    postedAt: row.postedAt,
    employmentType: row.employmentType,
    ...(row.category ? { tags: [row.category] } : {}),
    board: { provider: 'radancy', slug },
  };
}

/**
 * A job a user asked for, read whole from its own page: at the address the site lists it under, or, when this visit did
 * not list it, at the short form the site's own links use (`/job/-/-/{org}/{id}`, the listed jobs' words for "job" and
 * organisation). Null when neither lists nor states it.
 */
async function fetchJob(
  context: SourceContext,
  board: RadancyBoard,
  slug: string,
  sourceId: string,
  rows: Map<string, RadancyRow>,
): Promise<RawPosting | null> {
  const id = ownSiteJobId(board.host, sourceId);
  if (!id || !/^\d{1,20}$/.test(id)) return null;
  const listed = rows.get(id);
  const address = listed ? new URL(listed.url) : shortAddress(rows, id);
  if (!address) return null;
  const fetchUrl = siteRequestUrl(context, board, address);
  const origin = { provider: 'radancy', slug, sourceId, company: board.host } as const;
  return readJobPage(context, address, fetchUrl, origin, listed && postingOf(listed, board.host, slug));
}

/** `{locale}/{word for job}/-/-/{org}/{id}` after a listed job's address, or null when none is listed to follow. */
function shortAddress(rows: Map<string, RadancyRow>, sourceId: string): URL | null {
  const first = rows.values().next().value;
  if (!first) return null;
  const address = new URL(first.url);
  const path = address.pathname.split('/').filter(Boolean);
  if (path.length < 5) return null;
  address.pathname = `/${[...path.slice(0, -5), path.at(-5)!, '-', '-', path.at(-2)!, sourceId].join('/')}`;
  address.search = '';
  return address;
}

/** The platform's own CDNs, which every Radancy site's pages load their styles, scripts and images from. */
const platformAssets = /\/\/(?:tbcdn\.talentbrew\.com|cdn\.radancy\.eu)\//i;
/** The part of a page searched for them: a page's head names its styles first. */
const scannedChars = 512 * 1024;

/**
 * The board and job an address names when it ends as Radancy's job addresses do (`{locale}/{word for job}/{city}/{title}/
 * {org}/{id}`, the words free, the last two numbers): the host and language path, and the job's number. Other sites may
 * shape addresses so too: only a page that also loads the platform's assets is taken for Radancy's (radancyJobOfPage).
 */
export function radancyJobInAddress(url: URL): { slug: string; sourceId: string } | null {
  if (!isPlainWebLink(url)) return null;
  const path = url.pathname.split('/').filter(Boolean);
  if (path.length !== 5 && path.length !== 6) return null;
  const [org, id] = path.slice(-2);
  if (!/^\d{1,9}$/.test(org!) || !/^\d{5,20}$/.test(id!) || !/^[a-z-]{2,30}$/i.test(path.at(-5)!)) return null;
  const slug = `${linkHost(url)}${path.length === 6 ? `/${path[0]!.toLowerCase()}` : ''}`;
  return radancyBoardPattern.test(slug) ? { slug, sourceId: siteJobId(slug.split('/')[0]!, id!) } : null;
}

/** The Radancy job a pasted page shows: an address of Radancy's shape on a page that loads the platform's assets; else null. */
export function radancyJobOfPage(url: URL, html: string): { slug: string; sourceId: string } | null {
  const job = radancyJobInAddress(url);
  return job && platformAssets.test(html.slice(0, scannedChars)) ? job : null;
}
