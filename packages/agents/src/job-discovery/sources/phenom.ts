import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { employerSiteTerms, ownSiteJobId, siteAddress, siteJobId, siteOrigin, siteRequestUrl, type EmployerSite } from './employer-site';
import { sourceLabels } from '../source-names';
import { readJobPage, withWantedJob } from './job-page-of-listing';
import { readPhenomPageJob, readPhenomSearch, type PhenomJob } from './phenom-search';
import { readKeyedPages } from './read-items';
import { phenomBoardPattern } from './board-names';
import { isPlainWebLink, linkHost } from '../links/link-host';

// Phenom careers sites live on their employers' own hosts (careers.conduent.com/us/en, jobs.baesystems.com/global/en).
// Their search page, GET {site}/search-results?from={n}&s=1, carries its first results in the page itself:
// `phApp.ddo = {"eagerLoadRefineSearch": {"totalHits": N, "data": {"jobs": [{jobId, jobSeqNo, title, location, city,
// country, type, postedDate, category, department, descriptionTeaser…}]}}}`, ten a page. The teaser is cut short: a
// pasted job's own page (its JSON-LD JobPosting) gives its description. (The sites' own POST /widgets API answers the
// same object; the pages are what a reader that only GETs can ask.)

/** Pages read in one visit, ten jobs each: the site's first 100. A bigger site is read in part and closes nothing it did not list. */
export const phenomMaxPages = 10;

export type PhenomBoard = EmployerSite;

/** The host and locale path of a board name (`careers.conduent.com/us/en`), or a `not-found` SourceError without a request. */
export function readPhenomBoard(slug: string): PhenomBoard {
  const match = phenomBoardPattern.exec(slug);
  if (!match)
    throw new SourceError(
      'not-found',
      'not a Phenom careers site (a host name, then its country and language such as /us/en where the site has them)',
    );
  return { host: match[1]!.toLowerCase(), locale: match[2] ? `/${match[2].toLowerCase()}/${match[3]!.toLowerCase()}` : '' };
}

export const phenomSource: BoardAdapter = {
  kind: 'board',
  name: 'phenom',
  label: sourceLabels.phenom,
  urlEnv: 'PHENOM_API_URL',
  defaultBaseUrl: 'https://{board}',
  credentials: [],
  terms: employerSiteTerms,
  boardUrl: (slug) => `${siteAddress(readPhenomBoard(slug))}/search-results`,
  // The search names no company: the site's host says where the jobs come from until a job's page names it.
  nameOfBoard: (slug) => readPhenomBoard(slug).host,
  fetchBoard: async (context, slug, wanted) => {
    const board = readPhenomBoard(slug);
    const { items: jobs, complete } = await readKeyedPages(
      phenomMaxPages,
      (job: PhenomJob) => job.id,
      async (_, read) => {
        const search = readPhenomSearch(await context.http.text(`${siteOrigin(context, board)}/search-results?from=${read}&s=1`));
        // No search results in the page: whatever answered is not a Phenom careers site.
        if (!search) throw new SourceError('not-found', 'no Phenom job search at this address');
        return { items: search.jobs, total: search.total };
      },
    );
    const postings = [...jobs.values()].map((job) => postingOf(job, board, slug));
    const job = wanted === undefined ? null : await fetchJob(context, board, slug, wanted, jobs);
    return withWantedJob(postings, job, board.host, complete);
  },
};

const words = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100) || 'job';

/** A job's page as the sites link it: `{site}/job/{jobSeqNo}/{title words}`. */
function jobAddress(board: PhenomBoard, id: string, title: string): URL {
  return new URL(`${siteAddress(board)}/job/${encodeURIComponent(id)}/${words(title)}`);
}

function postingOf(job: PhenomJob, board: PhenomBoard, slug: string): RawPosting {
  return {
    source: 'phenom',
    sourceId: siteJobId(board.host, job.id),
    sourceUrl: jobAddress(board, job.id, job.title).href,
    title: job.title,
    company: board.host,
    location: job.location,
    postedAt: job.postedAt,
    employmentType: job.employmentType,
    ...(job.department ? { department: job.department } : {}),
    ...(job.category ? { tags: [job.category] } : {}),
    board: { provider: 'phenom', slug },
  };
}

/** A job a user asked for (by either id of its site), read whole from its own page; null when neither lists nor states it. */
async function fetchJob(
  context: SourceContext,
  board: PhenomBoard,
  slug: string,
  wanted: string,
  jobs: Map<string, PhenomJob>,
): Promise<RawPosting | null> {
  const id = ownSiteJobId(board.host, wanted);
  if (!id || !/^[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
  const listed = jobs.get(id) ?? [...jobs.values()].find((job) => job.jobId === id);
  const address = jobAddress(board, listed?.id ?? id, listed?.title ?? '');
  const fetchUrl = siteRequestUrl(context, board, address);
  const origin = { provider: 'phenom', slug, sourceId: siteJobId(board.host, listed?.id ?? id), company: board.host } as const;
  return readJobPage(context, address, fetchUrl, origin, listed && postingOf(listed, board, slug));
}

/** The platform's own marks in its sites' pages: its CDN, and the script object the pages keep their data in. */
const platformMarks = /\/\/cdn\.phenompeople\.com\/|\bphApp\.ddo\s*=/;
/** The part of a page searched for them and for the job's ids. */
const scannedChars = 1024 * 1024;

/**
 * The Phenom job a pasted page shows: an address of Phenom's shape (`{/country/language}/job/{id}/{title words}`) on a
 * page that carries the platform's marks. Keyed as the lists key it, by the sequence number the page's own script states
 * for this job (its pair of ids naming the address's), else by the address's id; its board is the host with the country
 * and language. Else null.
 */
export function phenomJobOfPage(url: URL, html: string): { slug: string; sourceId: string } | null {
  if (!isPlainWebLink(url)) return null;
  const path = url.pathname.split('/').filter(Boolean);
  const at = path.findIndex((segment) => segment.toLowerCase() === 'job');
  if ((at !== 0 && at !== 2) || path.length < at + 2 || path.length > at + 3) return null;
  const id = path[at + 1]!;
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return null;
  const host = linkHost(url);
  const slug = `${host}${at === 2 ? `/${path[0]!.toLowerCase()}/${path[1]!.toLowerCase()}` : ''}`;
  const head = html.slice(0, scannedChars);
  if (!phenomBoardPattern.test(slug) || !platformMarks.test(head)) return null;
  const stated = readPhenomPageJob(head);
  const sameJob = stated !== undefined && (stated.id === id || stated.jobId === id);
  return { slug, sourceId: siteJobId(host, sameJob ? stated.id : id) };
}
