import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { putWantedJob, readAllPages, readWantedJob } from './read-items';
import { readDate, readHtml, readRecord, readStringList, readText } from './read-values';
import { readWorkplaceField } from './read-custom-fields';
import { workdayBoardPattern } from './board-names';

// Workday's careers sites ({tenant}.{pod}.myworkdayjobs.com/{site}) load their jobs from the site's own JSON
// (no key): POST /wday/cxs/{tenant}/{site}/jobs lists 20 at a time ({total, jobPostings[]}: title, externalPath,
// locationsText, postedOn as words), and GET /wday/cxs/{tenant}/{site}{externalPath} answers one job with
// its description ({jobPostingInfo, hiringOrganization}). Decision 0037 says what we read and why.

/** A job's address on its site, after the site: job/{place}/{title}_{requisition}. */
export const workdayJobPath = /^job\/[^/?#]{1,300}\/[^/?#]{1,300}$/;

const pageSize = 20;
/** Pages read in one board read: the newest 100 jobs. A bigger board is read in part, and nothing it did not list is closed. */
export const workdayMaxPages = 5;

const listAnswer = z.object({ total: z.unknown().optional(), jobPostings: z.array(z.unknown()) });
const jobAnswer = z.object({ jobPostingInfo: z.record(z.string(), z.unknown()) });

export type WorkdayBoard = { tenant: string; pod: string; site: string };

/** The tenant, pod and site of a board name, or a `not-found` SourceError without a request. */
export function readWorkdayBoard(slug: string): WorkdayBoard {
  const match = workdayBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid Workday board name ({tenant}.{pod}/{site})');
  return { tenant: match[1]!.toLowerCase(), pod: match[2]!.toLowerCase(), site: match[3]! };
}

export const workdaySource: BoardAdapter = {
  kind: 'board',
  name: 'workday',
  label: sourceLabels.workday,
  urlEnv: 'WORKDAY_API_URL',
  defaultBaseUrl: 'https://{board}.myworkdayjobs.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit; each tenant's robots.txt is obeyed, one board at most once an hour, only boards users name (never the directory crawl)",
    termsUrl: 'https://www.workday.com/en-us/legal/site-terms.html',
    attribution: "Link each job to its posting on the company's Workday careers site",
    robotsTxt: true,
    namedOnly: true,
  },
  boardUrl: (slug) => {
    const board = readWorkdayBoard(slug);
    return `${publicHost(board)}/${board.site}`;
  },
  // The answers name a legal entity ("IL00 Mellanox Technologies, Ltd."), not the brand: the tenant, capitalised as the directory does.
  nameOfBoard: (slug) => {
    const tenant = workdayBoardPattern.exec(slug)?.[1] ?? slug;
    return tenant.charAt(0).toUpperCase() + tenant.slice(1);
  },
  fetchBoard: async (context, slug, wanted) => {
    const board = readWorkdayBoard(slug);
    const api = `${apiHost(context, board)}/wday/cxs/${board.tenant}/${board.site}`;
    // Only the first page says how many there are: later pages of a big board answer total 0.
    let total = 0;
    const { postings, complete } = await readAllPages(workdayMaxPages, async (page) => {
      const body = await context.http.json(`${api}/jobs`, {
        method: 'POST',
        body: { appliedFacets: {}, limit: pageSize, offset: page * pageSize, searchText: '' },
      });
      const parsed = listAnswer.safeParse(body);
      if (!parsed.success) throw new SourceError('invalid-response', 'the job list has no jobPostings');
      if (page === 0 && typeof parsed.data.total === 'number' && parsed.data.total >= 0) total = parsed.data.total;
      const read = parsed.data.jobPostings.flatMap((item) => readListItem(readRecord(item), board, slug) ?? []);
      // The end: a short page, or as many as the first page said there are.
      const more = parsed.data.jobPostings.length === pageSize && !(total > 0 && (page + 1) * pageSize >= total);
      return { postings: read, more };
    });
    // The job a user asked for is read whole (its description is only in its own answer), listed or not.
    const job = wanted === undefined ? null : await readWantedJob(() => fetchJob(context, board, slug, wanted));
    return { companyName: null, postings: job ? putWantedJob(postings, job) : postings, complete };
  },
};

/** The site's public address, for the links every screen shows (never the configured base URL). */
function publicHost(board: WorkdayBoard): string {
  return `https://${board.tenant}.${board.pod}.myworkdayjobs.com`;
}

function apiHost(context: SourceContext, board: WorkdayBoard): string {
  return context.baseUrl.replace('{board}', `${board.tenant}.${board.pod}`);
}

async function fetchJob(context: SourceContext, board: WorkdayBoard, slug: string, sourceId: string): Promise<RawPosting> {
  if (!workdayJobPath.test(sourceId)) throw new SourceError('not-found', 'not a Workday job address');
  const path = sourceId.split('/').map(encodeURIComponent).join('/');
  const body = await context.http.json(`${apiHost(context, board)}/wday/cxs/${board.tenant}/${board.site}/${path}`);
  const parsed = jobAnswer.safeParse(body);
  if (!parsed.success) throw new SourceError('invalid-response', 'the job answer has no jobPostingInfo');
  const info = parsed.data.jobPostingInfo;
  const title = readText(info.title, 300);
  if (!title) throw new SourceError('invalid-response', 'the job answer has no title');
  const places = [readText(info.location, 200), ...readStringList(info.additionalLocations).slice(0, 20)].filter((place): place is string => !!place);
  return {
    source: 'workday',
    sourceId,
    sourceUrl: `${publicHost(board)}/${board.site}/${sourceId}`,
    title,
    company: board.tenant,
    ...(places.length > 0 ? { location: places.join('; ') } : {}),
    descriptionHtml: readHtml(info.jobDescription),
    ...readWorkplaceField('remote type', info.remoteType),
    // startDate is the day the posting went up (a date, no time); postedOn only says it in words.
    postedAt: readDate(info.startDate) ?? readPostedOn(info.postedOn),
    employmentType: readText(info.timeType, 100),
    board: { provider: 'workday', slug },
  };
}

function readListItem(item: Record<string, unknown> | undefined, board: WorkdayBoard, slug: string): RawPosting | undefined {
  if (!item) return undefined;
  const externalPath = readText(item.externalPath, 700)?.replace(/^\//, '');
  const title = readText(item.title, 300);
  if (!externalPath || !workdayJobPath.test(externalPath) || !title) return undefined;
  // "3 Locations" counts places without naming them: no place is better than a made-up one.
  const places = readText(item.locationsText, 200);
  return {
    source: 'workday',
    sourceId: externalPath,
    sourceUrl: `${publicHost(board)}/${board.site}/${externalPath}`,
    title,
    company: board.tenant,
    ...(places && !/^\d+ Locations?$/i.test(places) ? { location: places } : {}),
    ...readWorkplaceField('remote type', item.remoteType),
    postedAt: readPostedOn(item.postedOn),
    board: { provider: 'workday', slug },
  };
}

const day = 24 * 60 * 60 * 1000;

/** "Posted Today", "Posted Yesterday", "Posted 3 Days Ago" as a day; "Posted 30+ Days Ago" says no day, so none. */
export function readPostedOn(value: unknown, now = Date.now()): Date | undefined {
  const text = readText(value, 100)?.toLowerCase();
  if (!text) return undefined;
  const daysAgo = text === 'posted today' ? 0 : text === 'posted yesterday' ? 1 : Number(/^posted (\d{1,2}) days? ago$/.exec(text)?.[1] ?? NaN);
  if (!Number.isInteger(daysAgo)) return undefined;
  const today = Math.floor(now / day) * day;
  return new Date(today - daysAgo * day);
}
