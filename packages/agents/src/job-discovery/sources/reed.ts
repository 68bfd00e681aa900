import { z } from 'zod';
import type { RawPosting, Salary } from '../raw-posting';
import type { QueryAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxSearchResults, readItems } from './read-items';
import { readDate, readId, readNumber, readPlainText, readText, readUrl } from './read-values';

// Reed Jobseeker API: https://www.reed.co.uk/developers/jobseeker
const searchAnswer = z.object({ results: z.array(z.unknown()) });

export const reedSource: QueryAdapter = {
  kind: 'query',
  name: 'reed',
  label: sourceLabels.reed,
  urlEnv: 'REED_API_URL',
  defaultBaseUrl: 'https://www.reed.co.uk',
  credentials: ['REED_API_KEY'],
  terms: {
    minIntervalMs: 60_000,
    rule: 'Free with an API key; no limit published, so we ask at most once a minute',
    termsUrl: 'https://www.reed.co.uk/developers/jobseeker',
    attribution: 'Label listings "Jobs by Reed", linked to reed.co.uk',
  },
  search: async (context, query) => {
    const params = new URLSearchParams({ keywords: query.keywords });
    if (query.location) params.set('locationName', query.location);
    params.set('resultsToTake', '50');
    // Basic auth with the key as user name and an empty password.
    const token = Buffer.from(`${context.credentials.REED_API_KEY ?? ''}:`).toString('base64');
    const body = await context.http.json(`${context.baseUrl}/api/1.0/search?${params}`, { headers: { Authorization: `Basic ${token}` } });
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the search answer has no list of results');
    return readItems(parsed.data.results, readJob, maxSearchResults);
  },
};

// Reed's text fields carry HTML entities ("&amp;", "&#163;") in otherwise plain text.
function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(job.jobId);
  const title = readPlainText(job.jobTitle, 300);
  const sourceUrl = readUrl(job.jobUrl);
  const company = readPlainText(job.employerName, 200);
  if (!sourceId || !title || !sourceUrl || !company) return undefined;
  return {
    source: 'reed',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readPlainText(job.locationName, 200),
    descriptionText: readPlainText(job.jobDescription, 20_000),
    postedAt: readUkDate(job.date),
    salary: readSalary(job),
  };
}

/** Reed writes dates as DD/MM/YYYY (UK order), which Date.parse would read as MM/DD. */
function readUkDate(value: unknown): Date | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(readText(value, 20) ?? '');
  return match ? readDate(`${match[3]}-${match[2]}-${match[1]}`) : undefined;
}

/**
 * Reed is a UK board: amounts are pounds when it names no currency. It gives no period; annual figures
 * are the norm, but small ones are hourly or daily rates, so 'year' is only set when every bound is ≥ 1,000.
 */
function readSalary(job: Record<string, unknown>): Partial<Salary> | undefined {
  // 0 stands for "not given" in Reed's answers.
  const min = readNumber(job.minimumSalary) || undefined;
  const max = readNumber(job.maximumSalary) || undefined;
  if (min === undefined && max === undefined) return undefined;
  const bounds = [min, max].filter((bound) => bound !== undefined);
  const yearly = bounds.every((bound) => bound >= 1_000);
  return { min: min ?? null, max: max ?? null, currency: readText(job.currency, 10) ?? 'GBP', period: yearly ? 'year' : null };
}
