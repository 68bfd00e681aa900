import { z } from 'zod';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readAllPages, readItems, readWantedJob } from './read-items';
import { joinLocation, readDate, readHtml, readId, readPlainText, readRecord, readText } from './read-values';
import { oracleBoardPattern } from './board-names';

// Oracle Recruiting Cloud's Candidate Experience sites ({pod}.fa.{dc}.oraclecloud.com/hcmUI/CandidateExperience/en/sites/
// {site}) load their jobs from the pod's own REST API (no key). GET /hcmRestApi/resources/latest/recruitingCEJobRequisitions
// with a `finder` (findReqs;siteNumber=…,limit=…,offset=…,sortBy=…: its ";", "," and "=" are its syntax, never escaped)
// answers {items: [{TotalJobsCount, requisitionList[]}]}: titles, the day posted, places, the way of working as a code,
// the schedule ("Full time"), department; no description (ShortDescriptionStr is mostly "") and no pay.
// GET …/recruitingCEJobRequisitionDetails?finder=ById;Id="{Id}",siteNumber=… answers one job with its description,
// {items: [{ExternalDescriptionStr, ExternalResponsibilitiesStr, ExternalQualificationsStr, ExternalPostedStartDate, …}]}.

/** A requisition's Id: digits ("203341"), on some sites letters and digits ("R288262"). */
export const oracleJobId = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

// The API takes at most 200 a page (measured by job-hunter-toolkit); 100 keeps an answer near 170 KB.
const pageSize = 100;
/** Pages read in one board read: the newest 500 jobs. A bigger board is read in part, and nothing it did not list is closed. */
export const oracleMaxPages = 5;
// Past offset + limit = 10 000 the API answers an empty list with TotalJobsCount 0, which looks like an empty board:
// never asked (5 pages of 100 stay far below it).
const deepestRow = 10_000;

const answer = z.object({ items: z.array(z.unknown()) });

// WorkplaceTypeCode is Oracle's own three-valued code; WorkplaceType beside it is the same in the site's language.
const workplaces: Record<string, Workplace> = { ORA_ON_SITE: 'onsite', ORA_HYBRID: 'hybrid', ORA_REMOTE: 'remote' };

export type OracleBoard = { host: string; site: string };

/** The host (before `.oraclecloud.com`) and site number of a board name, or a `not-found` SourceError without a request. */
export function readOracleBoard(slug: string): OracleBoard {
  const match = oracleBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Oracle Recruiting board name ({pod}.fa.{dc}/{site number})');
  return { host: match[1]!.toLowerCase(), site: match[2]! };
}

export const oracleSource: BoardAdapter = {
  kind: 'board',
  name: 'oracle',
  label: sourceLabels.oracle,
  urlEnv: 'ORACLE_API_URL',
  defaultBaseUrl: 'https://{board}.oraclecloud.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers site's API; each pod's robots.txt is obeyed, one board at most once an hour, its pages one at a time",
    termsUrl: 'https://www.oracle.com/legal/terms.html',
    attribution: "Link each job to its posting on the company's Oracle careers site",
    robotsTxt: true,
  },
  boardUrl: (slug) => {
    const board = readOracleBoard(slug);
    return `${siteAddress(board)}/jobs`;
  },
  // The answers name no company (LegalEmployer is null): the site's host says where the jobs come from.
  nameOfBoard: (slug) => `${readOracleBoard(slug).host}.oraclecloud.com`,
  fetchBoard: async (context, slug, wanted) => {
    const board = readOracleBoard(slug);
    const api = `${apiHost(context, board)}/hcmRestApi/resources/latest`;
    // Only the first page's count is trusted: past the deepest row the API says 0.
    let total = 0;
    const pages = Math.min(oracleMaxPages, Math.floor(deepestRow / pageSize));
    const { postings, complete } = await readAllPages(pages, async (page) => {
      const offset = page * pageSize;
      const finder = `findReqs;siteNumber=${board.site},limit=${pageSize},offset=${offset},sortBy=POSTING_DATES_DESC`;
      const body = await context.http.json(
        `${api}/recruitingCEJobRequisitions?onlyData=true&expand=requisitionList.workLocation,requisitionList.secondaryLocations&finder=${finder}`,
      );
      const search = readSearch(body);
      if (page === 0) total = search.total;
      // The end: a short page, or as many as the first page said there are.
      const more = search.rows.length === pageSize && !(total > 0 && offset + pageSize >= total);
      return { postings: readItems(search.rows, (row) => readRequisition(row, board, slug)), more };
    });
    // The job a user asked for is read whole (its description is only in its own answer), listed or not.
    const job = wanted === undefined ? null : await readWantedJob(() => fetchJob(context, board, slug, wanted));
    return { companyName: null, postings: job ? putWantedJob(postings, job) : postings, complete };
  },
};

/** The site's public address, for the links every screen shows (never the configured base URL). */
function siteAddress(board: OracleBoard): string {
  return `https://${board.host}.oraclecloud.com/hcmUI/CandidateExperience/en/sites/${board.site}`;
}

function apiHost(context: SourceContext, board: OracleBoard): string {
  return context.baseUrl.replace('{board}', board.host);
}

/** The one search result an answer holds: its requisitions and the count it states (0: none stated). */
function readSearch(body: unknown): { total: number; rows: unknown[] } {
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new SourceError('invalid-response', 'the requisitions answer has no items');
  if (parsed.data.items.length === 0) return { total: 0, rows: [] };
  const search = readRecord(parsed.data.items[0]);
  if (!search || !Array.isArray(search.requisitionList)) throw new SourceError('invalid-response', 'the requisitions answer has no requisitionList');
  const total = typeof search.TotalJobsCount === 'number' && search.TotalJobsCount >= 0 ? search.TotalJobsCount : 0;
  return { total, rows: search.requisitionList };
}

async function fetchJob(context: SourceContext, board: OracleBoard, slug: string, sourceId: string): Promise<RawPosting | null> {
  if (!oracleJobId.test(sourceId)) return null;
  // The Id in quotes, written %22 as the careers site writes it: without them the finder finds nothing.
  const finder = `ById;Id=%22${encodeURIComponent(sourceId)}%22,siteNumber=${board.site}`;
  const body = await context.http.json(
    `${apiHost(context, board)}/hcmRestApi/resources/latest/recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=${finder}`,
  );
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new SourceError('invalid-response', 'the job answer has no items');
  const item = readRecord(parsed.data.items[0]);
  // No item, or another requisition than the one asked for: the site does not have this job (any more).
  if (!item || readId(item.Id) !== sourceId) return null;
  const posting = readRequisition(item, board, slug);
  if (!posting) throw new SourceError('invalid-response', 'the job answer has no title');
  const description = readDescription(item);
  return {
    ...posting,
    ...(description ? { descriptionHtml: description, descriptionText: undefined } : {}),
    // When the posting went up, with its time; PostedDate (a day) where it is missing.
    postedAt: readDate(item.ExternalPostedStartDate) ?? posting.postedAt,
  };
}

/** The job's own text: description, responsibilities and qualifications, each as the employer wrote it (HTML). */
function readDescription(item: Record<string, unknown>): string | undefined {
  const parts = [item.ExternalDescriptionStr, item.ExternalResponsibilitiesStr, item.ExternalQualificationsStr].flatMap(
    (part) => readHtml(part) ?? [],
  );
  return parts.length > 0 ? parts.join('\n') : undefined;
}

function readRequisition(row: Record<string, unknown>, board: OracleBoard, slug: string): RawPosting | undefined {
  const sourceId = readId(row.Id);
  const title = readText(row.Title, 300);
  if (!sourceId || !oracleJobId.test(sourceId) || !title) return undefined;
  const workplace = workplaces[readText(row.WorkplaceTypeCode, 40) ?? ''];
  // JobFamily is a category ("Clinical Programs & Services"), not a department.
  const family = readText(row.JobFamily, 100);
  return {
    source: 'oracle',
    sourceId,
    sourceUrl: `${siteAddress(board)}/job/${encodeURIComponent(sourceId)}`,
    title,
    company: `${board.host}.oraclecloud.com`,
    location: readPlaces(row),
    workplace,
    remote: workplace ? workplace === 'remote' : undefined,
    // A short description where the employer wrote one (it is "" on every recorded site).
    descriptionText: readPlainText(row.ShortDescriptionStr, 5_000),
    // A day, no time ("2026-07-28").
    postedAt: readDate(row.PostedDate),
    // JobSchedule ("Full time", "Part time") is the employment type: JobType is never filled.
    employmentType: readText(row.JobSchedule, 100),
    department: readText(row.Department, 200),
    ...(family ? { tags: [family] } : {}),
    board: { provider: 'oracle', slug },
  };
}

/** PrimaryLocation ("Montrose, CO, United States") and each secondary location's Name; the work site's town where no place is named. */
function readPlaces(row: Record<string, unknown>): string | undefined {
  const secondary = Array.isArray(row.secondaryLocations) ? row.secondaryLocations.slice(0, 20) : [];
  const places = [
    readText(row.PrimaryLocation, 200) ?? readWorkLocation(row.workLocation),
    ...secondary.map((place) => readText(readRecord(place)?.Name, 200)),
  ];
  const kept: string[] = [];
  for (const place of places) if (place && !kept.some((seen) => seen.toLowerCase() === place.toLowerCase())) kept.push(place);
  return kept.length > 0 ? kept.join('; ') : undefined;
}

function readWorkLocation(value: unknown): string | undefined {
  const site = Array.isArray(value) ? readRecord(value[0]) : undefined;
  return site ? joinLocation(site.TownOrCity, site.Region2, site.Country) : undefined;
}

const candidateLanguage = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/**
 * A pasted Candidate Experience link: https://{pod}.fa.{dc}.oraclecloud.com/hcmUI/CandidateExperience/{lang}/sites/{site}/
 * then job/{Id} or requisitions/preview/{Id} (a job), jobs or nothing (the board). Null: not an Oracle Candidate
 * Experience link on an oraclecloud.com host (a company's own host, such as Dell's, cannot be told apart).
 */
export function readOracleLink(url: URL): { slug: string; sourceId: string } | 'board-page' | 'bad-id' | null {
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.port) return null;
  const host = /^(.+)\.oraclecloud\.com\.?$/.exec(url.hostname.toLowerCase())?.[1];
  if (!host) return null;
  const path = url.pathname.split('/').filter((part) => part !== '');
  const [ui, experience, language, sites, site] = path;
  if (ui?.toLowerCase() !== 'hcmui' || experience?.toLowerCase() !== 'candidateexperience' || sites?.toLowerCase() !== 'sites') return null;
  if (!language || !candidateLanguage.test(language) || !site) return null;
  const slug = `${host}/${site}`;
  if (!oracleBoardPattern.test(slug)) return null;
  const rest = path.slice(5);
  const kind = rest[0]?.toLowerCase();
  // A job's page, or its application form after it (…/job/{id}/apply/email).
  const job = (id: string | undefined, after: string[]) =>
    id !== undefined && oracleJobId.test(id) && (after.length === 0 || after[0]!.toLowerCase() === 'apply') ? { slug, sourceId: id } : 'bad-id';
  if (kind === 'job') return job(rest[1], rest.slice(2));
  if (kind === 'requisitions' && rest[1]?.toLowerCase() === 'preview') return job(rest[2], rest.slice(3));
  // The site's front page, its job list (…/jobs) or any other page of it names the board, not a job.
  return 'board-page';
}
