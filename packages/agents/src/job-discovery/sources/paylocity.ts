import { postingFromPage } from '../page/posting-from-page';
import { readScriptObject } from '../page/read-script-object';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, putWantedJob, readItems, readWantedJob } from './read-items';
import { joinLocation, readDate, readId, readPlainText, readRecord } from './read-values';
import { paylocityBoardPattern } from './board-names';

// Paylocity Recruiting's public job boards (no key): GET recruiting.paylocity.com/Recruiting/Jobs/All/{module GUID} is
// an HTML page whose script sets `window.pageData = {…}`, a JSON literal with the board's name (ModuleTitle) and every
// open job at once (Jobs[]: JobId, JobTitle, the employer's label for the place and its address, HiringDepartment,
// PublishedDate, IsRemote), without descriptions (the list's Description is empty). A job's own page,
// /Recruiting/Jobs/Details/{JobId}/{GUID}, states it as schema.org JobPosting JSON-LD: the whole description (its
// Requirements and Salary Description sections too), the place, and the pay when the employer gives it.

/** Paylocity's recruiting host: the public address of every board and job, whatever base URL is configured. */
export const paylocityHost = 'https://recruiting.paylocity.com';
/** A job's id: the number its page's address names (/Recruiting/Jobs/Details/{JobId}). */
export const paylocityJobId = /^\d{1,12}$/;
/** Most characters of `window.pageData` read (a board of 1,000 jobs is about 600,000): a bigger one is refused, not read. */
export const maxPageDataChars = 4 * 1024 * 1024;

/** The module's GUID a board's name is, lower-cased, or a `not-found` SourceError without a request. */
function readBoard(slug: string): string {
  if (!paylocityBoardPattern.test(slug)) throw new SourceError('not-found', 'not a valid Paylocity board name (its GUID)');
  return slug.toLowerCase();
}

/** A job's public page. The board's GUID goes with the id: Paylocity's own page names it so, and the id alone is said to fail. */
const jobUrl = (board: string, jobId: string) => `${paylocityHost}/Recruiting/Jobs/Details/${jobId}/${board}`;

export const paylocitySource: BoardAdapter = {
  kind: 'board',
  name: 'paylocity',
  label: sourceLabels.paylocity,
  urlEnv: 'PAYLOCITY_API_URL',
  defaultBaseUrl: paylocityHost,
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the public job board; we fetch one board's page at most once an hour, and a job's own page only for a job a user names",
    termsUrl: 'https://www.paylocity.com/terms-and-conditions/',
    attribution: "Link each job to its posting on the company's Paylocity job board",
    robotsTxt: true,
  },
  boardUrl: (slug) => `${paylocityHost}/Recruiting/Jobs/All/${readBoard(slug)}`,
  fetchBoard: async (context, slug, wanted) => {
    const board = readBoard(slug);
    const html = await context.http.text(`${context.baseUrl}/Recruiting/Jobs/All/${board}`);
    const data = readPageData(html);
    // A job's page sets pageData too (jobTitle, moduleName); only a board's has the list.
    if (!data || !Array.isArray(data.Jobs)) throw new SourceError('invalid-response', 'the board page sets no window.pageData with a list of jobs');
    const companyName = readCompanyName(data.ModuleTitle);
    const company = companyName ?? board;
    const postings = readItems(data.Jobs, (job) => readJob(job, board, company), maxPostings);
    const complete = data.Jobs.length <= maxPostings;
    // The job a user asked for is read whole (its description and pay are only on its own page), listed or not.
    const job = wanted === undefined ? null : await readWantedJob(() => fetchJob(context, board, wanted, companyName));
    return { companyName, postings: job ? putWantedJob(postings, job, withPage) : postings, complete };
  },
};

/** The object `window.pageData = {…};` sets in a page's script, read as JSON (never run): undefined when there is none or it is not JSON. */
export function readPageData(html: string): Record<string, unknown> | undefined {
  return readScriptObject(html, /window\.pageData\s*=\s*\{/g, maxPageDataChars);
}

/** The board's name as the company wrote it; ModuleTitle may end with the client's number ("SendCutSend Inc [175255]"), which is not part of it. */
function readCompanyName(value: unknown): string | null {
  return readPlainText(value, 300)?.replace(/\s*\[\d+\]$/, '') || null;
}

function readJob(job: Record<string, unknown>, board: string, company: string): RawPosting | undefined {
  const sourceId = readId(job.JobId);
  const title = readPlainText(job.JobTitle, 300);
  // An internal posting is for the employer's own staff: its page is behind their login.
  if (!sourceId || !paylocityJobId.test(sourceId) || !title || job.IsInternal === true) return undefined;
  return {
    source: 'paylocity',
    sourceId,
    sourceUrl: jobUrl(board, sourceId),
    title,
    company,
    // The employer can choose not to show a job's place: then none is shown.
    location: job.ShouldDisplayLocation === false ? undefined : readPlace(job),
    // IsRemote is the board's own flag. IndeedRemoteType is not read: the same number (2) stands on on-site and hybrid
    // jobs, and open readers disagree on what 1 means ("remote" or "hybrid remote").
    remote: typeof job.IsRemote === 'boolean' ? job.IsRemote : undefined,
    // An offset always goes with it ("2026-06-11T16:42:33-05:00"); the job's page states a time hours off, so this one is kept.
    postedAt: readDate(job.PublishedDate),
    department: readPlainText(job.HiringDepartment, 200),
    board: { provider: 'paylocity', slug: board },
  };
}

/**
 * The job's address ("Amarillo, TX, USA"); where the address names no city, its metro area or else the employer's
 * label for the place ("Dallas - Amarillo, TX, USA"). A label that says how the job is worked ("Hybrid") is kept
 * beside the address, as the board shows it.
 */
function readPlace(job: Record<string, unknown>): string | undefined {
  const address = readRecord(job.JobLocation);
  const label = readPlainText(job.LocationName, 200);
  const city = readPlainText(address?.City, 200) ?? readPlainText(address?.Metro, 200);
  const place = joinLocation(city ?? label, address?.State, address?.Country);
  if (!city || !label || !place || !/\b(?:hybrid|remote|on[\s-]?site)\b/i.test(label)) return place;
  return place.toLowerCase().includes(label.toLowerCase()) ? place : `${place} (${label})`;
}

/** The job as its page states it, or a `not-found` SourceError for an id no job has, or a page that states no job. */
async function fetchJob(context: SourceContext, board: string, jobId: string, companyName: string | null): Promise<RawPosting> {
  if (!paylocityJobId.test(jobId)) throw new SourceError('not-found', 'not a Paylocity job id');
  const html = await context.http.text(`${context.baseUrl}/Recruiting/Jobs/Details/${jobId}/${board}`);
  // A job's page names its board in its links: a page that names another board, or none, is not this board's job
  // (Paylocity answers any job's page under any board's GUID).
  if (paylocityBoardOfPage(html) !== board) throw new SourceError('not-found', "the job's page does not name this board");
  const posting = postingFromPage(html, new URL(jobUrl(board, jobId)), {
    provider: 'paylocity',
    slug: board,
    sourceId: jobId,
    company: companyName ?? board,
  });
  // A closed job's address answers a "Job Not Found" page: no JobPosting.
  if (!posting) throw new SourceError('not-found', "the job's page states no job");
  const employmentType = readJobType(html);
  return employmentType && !posting.employmentType ? { ...posting, employmentType } : posting;
}

/** A listed job with what only its page states: the description, the pay, the type of employment, where to apply. */
function withPage(listed: RawPosting, page: RawPosting): RawPosting {
  return {
    ...listed,
    location: listed.location ?? page.location,
    remote: listed.remote ?? page.remote,
    postedAt: listed.postedAt ?? page.postedAt,
    descriptionHtml: page.descriptionHtml,
    salary: page.salary,
    employmentType: page.employmentType,
    applyUrl: page.applyUrl,
    companyLogoUrl: page.companyLogoUrl,
  };
}

/** "Full-time" from the page's own "Job Type" section (its JSON-LD states no employmentType). */
function readJobType(html: string): string | undefined {
  const found = /<div class="job-listing-header">\s*Job Type\s*<\/div>\s*<div>([^<]{1,100})<\/div>/i.exec(html.slice(0, maxPageDataChars));
  return readPlainText(found?.[1], 100);
}

/**
 * The board a job's page belongs to: the GUID of the `/Recruiting/Jobs/All/{GUID}` links it carries ("All Jobs",
 * "View All Jobs"), lower-cased; undefined when it has none or names two boards.
 */
export function paylocityBoardOfPage(html: string): string | undefined {
  const links = /\/recruiting\/jobs\/all\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-z-])/gi;
  const boards = new Set<string>();
  for (const found of html.slice(0, maxPageDataChars).matchAll(links)) {
    boards.add(found[1]!.toLowerCase());
    if (boards.size > 1) return undefined;
  }
  return boards.values().next().value;
}

/** What a Paylocity link names: a job with its board (or with none, when the address names no board), a board's page, a Paylocity page that is no job, or null off Paylocity. */
export type PaylocityLink = { slug: string; sourceId: string } | { slug: null; sourceId: string } | 'board-page' | 'bad-id' | null;

/**
 * A pasted Paylocity address: /Recruiting/Jobs/Details/{JobId}[/{GUID}][/…] is a job (its board when the segment after
 * the id is a GUID, else `slug: null`: the job's page names its board, `paylocityBoardOfPage`), and so is its
 * application form /Recruiting/Jobs/Apply/{JobId}; /Recruiting/Jobs/All/{GUID}[/…] is a board's page, and so is an
 * older board's /Recruiting/Jobs/List/{number} (a name this adapter does not read). The path is read in any case, as
 * the site answers it.
 */
export function readPaylocityLink(url: URL): PaylocityLink {
  if (url.hostname.toLowerCase() !== 'recruiting.paylocity.com') return null;
  const path = url.pathname.split('/').filter(Boolean);
  const [root, section, kind, id, next] = path.map((segment) => segment.toLowerCase());
  if (root !== 'recruiting' || section !== 'jobs' || !id) return 'bad-id';
  if (kind === 'all') return paylocityBoardPattern.test(id) ? 'board-page' : 'bad-id';
  if (kind === 'list') return /^\d{1,12}$/.test(id) ? 'board-page' : 'bad-id';
  if ((kind !== 'details' && kind !== 'apply') || !paylocityJobId.test(id)) return 'bad-id';
  return kind === 'details' && next && paylocityBoardPattern.test(next) ? { slug: next, sourceId: id } : { slug: null, sourceId: id };
}
