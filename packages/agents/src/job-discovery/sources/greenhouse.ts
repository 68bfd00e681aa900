import { z } from 'zod';
import type { RawPosting, Workplace } from '../raw-posting';
import type { BoardAdapter, SourceContext } from '../source-adapter';
import { SourceError, isSourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { boardSlugSegment, decodeEntities, readDate, readHtml, readId, readRecord, readText, readUrl } from './read-values';

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
  return {
    source: 'greenhouse',
    sourceId,
    sourceUrl,
    title,
    company: readText(job.company_name, 200) ?? boardCompany,
    location: readText(readRecord(job.location)?.name, 200),
    workplace: readWorkplace(job.metadata),
    // Greenhouse entity-escapes its HTML ("&lt;p&gt;"): decoding once gives the employer's HTML.
    descriptionHtml: content && decodeEntities(content),
    postedAt: readDate(job.first_published) ?? readDate(job.updated_at),
    employmentType: readEmploymentType(job.metadata),
    department: readFirstName(job.departments),
    board: { provider: 'greenhouse', slug },
  };
}

function readFirstName(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  return list.map((item) => readText(readRecord(item)?.name, 200)).find(Boolean);
}

/** A custom metadata field's value by its name ("Employment Type"), as text; a multi-select's first value. */
function readMetadata(metadata: unknown, name: RegExp): string | undefined {
  if (!Array.isArray(metadata)) return undefined;
  const field = metadata
    .slice(0, 100)
    .map(readRecord)
    .find((item) => name.test(readText(item?.name) ?? ''));
  return readText(Array.isArray(field?.value) ? field.value[0] : field?.value, 100);
}

// Employment type is not a Greenhouse field; many boards add it as a custom metadata field.
function readEmploymentType(metadata: unknown): string | undefined {
  return readMetadata(metadata, /^(employment|job) type$/i);
}

// Nor is the way of working: boards such as Airbnb's add "Workplace Type" (Remote, Hybrid, On-site).
function readWorkplace(metadata: unknown): Workplace | undefined {
  const value = readMetadata(metadata, /^(workplace|work location|location|work) (type|arrangement)$|^remote(?: status| eligible)?$/i)?.toLowerCase();
  if (!value) return undefined;
  if (/hybrid/.test(value)) return 'hybrid';
  if (/on[\s-]?site|in[\s-]?office|office[\s-]based|not remote|^no$/.test(value)) return 'onsite';
  return /remote|^yes$|anywhere/.test(value) ? 'remote' : undefined;
}
