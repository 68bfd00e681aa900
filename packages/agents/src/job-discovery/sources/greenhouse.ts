import { z } from 'zod';
import type { RawPosting, Salary } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError, isSourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { customFieldsOf, readCustomFields } from './read-custom-fields';
import { readItems } from './read-items';
import {
  decodeEntities,
  readDate,
  readHtml,
  readId,
  readNumber,
  readRecord,
  readSalaryPeriod,
  readSalaryRange,
  readText,
  readUrl,
} from './read-values';
import { boardSlugSegment } from './board-names';

// Greenhouse Job Board API: https://developers.greenhouse.io/job-board.html
const jobsAnswer = z.object({ jobs: z.array(z.unknown()) });
const boardAnswer = z.object({ name: z.unknown() });

export const greenhouseSource: BoardAdapter = {
  kind: 'board',
  name: 'greenhouse',
  label: sourceLabels.greenhouse,
  urlEnv: 'GREENHOUSE_API_URL',
  defaultBaseUrl: 'https://boards-api.greenhouse.io',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public Job Board API; we fetch one board at most once an hour',
    termsUrl: 'https://developers.greenhouse.io/job-board.html',
    attribution: "Link each job to its posting on the company's Greenhouse board",
  },
  boardUrl: (slug) => `https://boards.greenhouse.io/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const token = boardSlugSegment(slug);
    const body = await context.http.json(`${context.baseUrl}/v1/boards/${token}/jobs?content=true`);
    const parsed = jobsAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the board answer has no list of jobs');
    const jobs = parsed.data.jobs.map(readRecord).filter((job) => job !== undefined);
    // Newer answers name the company on every job; older ones only in the board's own record.
    const named = jobs.map((job) => readText(job.company_name, 200)).find(Boolean);
    const companyName = named ?? (jobs.length ? await readBoardName(context, token) : null);
    const company = companyName ?? slug;
    const postings = readItems(jobs, (job) => readJob(job, company, slug));
    return { companyName, postings };
  },
};

async function readBoardName(context: SourceContext, token: string): Promise<string | null> {
  try {
    const parsed = boardAnswer.safeParse(await context.http.json(`${context.baseUrl}/v1/boards/${token}`));
    return (parsed.success && readText(parsed.data.name, 200)) || null;
  } catch (error) {
    if (isSourceError(error, 'not-found')) throw error;
    // The jobs came through; a name we could not read is not worth losing them over.
    return null;
  }
}

function readJob(job: Record<string, unknown>, boardCompany: string, slug: string): RawPosting | undefined {
  const sourceId = readId(job.id);
  const title = readText(job.title, 300);
  const sourceUrl = readUrl(job.absolute_url);
  if (!sourceId || !title || !sourceUrl) return undefined;
  const content = readHtml(job.content);
  // Greenhouse's own fields say nothing of pay, the way of working or the job type; boards add them as custom
  // `metadata` ("Salary Range" a currency_range, "Workplace Type", "Employment Type"…).
  const fields = readCustomFields(customFieldsOf(job.metadata, { name: 'name', value: 'value', type: 'value_type' }));
  return {
    source: 'greenhouse',
    sourceId,
    sourceUrl,
    title,
    company: readText(job.company_name, 200) ?? boardCompany,
    location: readText(readRecord(job.location)?.name, 200),
    remote: fields.remote,
    workplace: fields.workplace,
    salary: readPayRanges(job.pay_input_ranges) ?? fields.salary,
    salaryText: fields.salaryText,
    salaryTextPeriod: fields.salaryTextPeriod,
    employmentType: fields.employmentType,
    // Greenhouse entity-escapes its HTML ("&lt;p&gt;"): decoding once gives the employer's HTML.
    descriptionHtml: content && decodeEntities(content),
    postedAt: readDate(job.first_published) ?? readDate(job.updated_at),
    department: readFirstName(job.departments),
    board: { provider: 'greenhouse', slug },
  };
}

function readFirstName(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((item) => readText(readRecord(item)?.name, 200)).find(Boolean);
}

/** Pay transparency ranges (`pay_input_ranges`, in cents), when the answer has them: the first one. */
function readPayRanges(ranges: unknown): Partial<Salary> | undefined {
  if (!Array.isArray(ranges)) return undefined;
  for (const item of ranges.slice(0, 20)) {
    const range = readRecord(item);
    const min = readNumber(range?.min_cents);
    const max = readNumber(range?.max_cents);
    if (min === undefined && max === undefined) continue;
    const words = [readText(range?.title), readText(range?.blurb, 1_000)].filter(Boolean).join(' ');
    return readSalaryRange(min === undefined ? null : min / 100, max === undefined ? null : max / 100, range?.currency_type, readSalaryPeriod(words));
  }
  return undefined;
}
