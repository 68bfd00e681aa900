import { z } from 'zod';
import type { RawPosting, SalaryPeriod } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readAllPages, readItems } from './read-items';
import { readDate, readNumber, readRecord, readSalaryRange, readText } from './read-values';
import { adpBoardPattern } from './board-names';

// ADP Workforce Now's public career centers (no key): GET workforcenow.adp.com/mascsr/default/careercenter/public/
// events/staffing/v1/job-requisitions?cid={client}&ccId={career center}, {jobRequisitions[], meta{totalNumber}}: each
// job's title, posting day, places, type and pay range with its unit; no description (that is only on the job's page).

/** The career center every public page of a client uses unless its address names another. */
export const adpDefaultCareerCenter = '19000101_000001';
/** A job's id in the career center: digits, "_" and a number ("9201405840307_1"). */
export const adpJobId = /^\d{6,20}_\d{1,4}$/;

const answer = z.object({ jobRequisitions: z.array(z.unknown()), meta: z.unknown().optional() });
const pageSize = 20;
/** Pages read in one board read (the server answers about 19 a page): at most 100 jobs. */
export const adpMaxPages = 5;

/** ADP's own words for the pay unit (SalaryType), as our periods; any other leaves the period unstated. */
const units: Record<string, SalaryPeriod> = {
  hourly: 'hour',
  annual: 'year',
  annually: 'year',
  yearly: 'year',
  monthly: 'month',
  weekly: 'week',
  daily: 'day',
};

function readBoard(slug: string) {
  const match = adpBoardPattern.exec(slug);
  if (!match) throw new SourceError('not-found', 'not a valid ADP career center ({client id}, a GUID)');
  return { client: match[1]!.toLowerCase(), center: match[2] ?? adpDefaultCareerCenter };
}

const query = (board: ReturnType<typeof readBoard>) => `cid=${board.client}&ccId=${board.center}&lang=en_US&locale=en_US`;

export const adpSource: BoardAdapter = {
  kind: 'board',
  name: 'adp',
  label: sourceLabels.adp,
  urlEnv: 'ADP_API_URL',
  defaultBaseUrl: 'https://workforcenow.adp.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public career center; we fetch one board at most once an hour, its pages one at a time',
    termsUrl: 'https://www.adp.com/legal.aspx',
    attribution: "Link each job to its page on the company's ADP career center",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?${query(readBoard(slug))}`,
  fetchBoard: async (context, slug) => {
    const board = readBoard(slug);
    const list = `${context.baseUrl}/mascsr/default/careercenter/public/events/staffing/v1/job-requisitions?${query(board)}`;
    let skip = 0;
    let total = 0;
    const { postings, complete } = await readAllPages(adpMaxPages, async () => {
      const body = await context.http.json(`${list}&$top=${pageSize}&$skip=${skip}`);
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new SourceError('invalid-response', 'the career center answered no list of jobs');
      total = readNumber(readRecord(parsed.data.meta)?.totalNumber) ?? total;
      // It answers fewer than asked (about 19): the next page starts after what came.
      skip += parsed.data.jobRequisitions.length;
      const more = parsed.data.jobRequisitions.length > 0 && skip < total;
      return { postings: readItems(parsed.data.jobRequisitions, (job) => readJob(job, board, slug)), more };
    });
    return { companyName: null, postings, complete };
  },
};

function readJob(job: Record<string, unknown>, board: ReturnType<typeof readBoard>, slug: string): RawPosting | undefined {
  const sourceId = readText(job.itemID, 40);
  const title = readText(job.requisitionTitle, 300);
  if (!sourceId || !adpJobId.test(sourceId) || !title) return undefined;
  const custom = readRecord(job.customFieldGroup);
  const unit = codeField(custom, 'SalaryType')?.toLowerCase();
  const range = readRecord(job.payGradeRange);
  const low = readRecord(range?.minimumRate);
  const high = readRecord(range?.maximumRate);
  const places = Array.isArray(job.requisitionLocations)
    ? job.requisitionLocations.flatMap((place) => readText(readRecord(readRecord(place)?.nameCode)?.shortName, 200) ?? [])
    : [];
  return {
    source: 'adp',
    sourceId,
    sourceUrl: `https://workforcenow.adp.com/mascsr/default/mdf/recruitment/recruitment.html?${query(board)}&jobId=${encodeURIComponent(sourceId)}`,
    title,
    company: slug,
    location: [...new Set(places)].join('; ') || undefined,
    postedAt: readDate(job.postDate),
    // The unit is ADP's SalaryType ("Hourly", "Annual"); without one, the range has no period.
    salary: readSalaryRange(low?.amountValue, high?.amountValue, low?.currencyCode ?? high?.currencyCode, unit ? units[unit] : undefined),
    employmentType: readText(readRecord(job.workLevelCode)?.shortName, 100),
    board: { provider: 'adp', slug },
  };
}

/** The short name of the custom code field called `name` ("SalaryType" → "Hourly"). */
function codeField(custom: Record<string, unknown> | undefined, name: string): string | undefined {
  const fields = Array.isArray(custom?.codeFields) ? custom.codeFields : [];
  const field = fields.map((entry) => readRecord(entry)).find((entry) => readRecord(entry?.nameCode)?.codeValue === name);
  return readText(field?.shortName, 40);
}
