import { z } from 'zod';
import type { RawPosting, Salary } from '../raw-posting';
import type { FeedAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems } from './read-items';
import { readDate, readHtml, readId, readNumber, readStringList, readText, readUrl } from './read-values';

// Remote OK API: https://remoteok.com/api (its terms ride in the answer's first element).
const answer = z.array(z.unknown());

export const remoteokSource: FeedAdapter = {
  kind: 'feed',
  name: 'remoteok',
  label: sourceLabels.remoteok,
  urlEnv: 'REMOTEOK_API_URL',
  defaultBaseUrl: 'https://remoteok.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published request limit; access is suspended without attribution. We fetch at most once an hour',
    termsUrl: 'https://remoteok.com/api',
    attribution: 'Link back to the URL on Remote OK and mention Remote OK as a source',
  },
  fetchFeed: async (context) => {
    const parsed = answer.safeParse(await context.http.json(`${context.baseUrl}/api`));
    if (!parsed.success) throw new SourceError('invalid-response', 'the answer is not a list of jobs');
    // The first element is the legal notice, not a job; it has no id or position, so readJob drops it.
    return readItems(parsed.data, readJob, maxPostings);
  },
};

function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(job.id);
  const sourceUrl = readUrl(job.url);
  const title = readText(job.position, 300);
  const company = readText(job.company, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  return {
    source: 'remoteok',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(job.apply_url),
    title,
    company,
    location: readText(job.location, 200),
    // Remote OK lists remote jobs only.
    remote: true,
    descriptionHtml: readHtml(job.description),
    postedAt: readDate(job.epoch) ?? readDate(job.date),
    salary: readSalary(job.salary_min, job.salary_max),
    tags: readStringList(job.tags, 100),
    companyLogoUrl: readUrl(job.company_logo) ?? readUrl(job.logo),
  };
}

// 0 means "not given"; amounts are US dollars a year.
function readSalary(minValue: unknown, maxValue: unknown): Partial<Salary> | undefined {
  const min = readNumber(minValue);
  const max = readNumber(maxValue);
  const given = (amount: number | undefined) => (amount !== undefined && amount > 0 ? amount : null);
  if (given(min) === null && given(max) === null) return undefined;
  return { min: given(min), max: given(max), currency: 'USD', period: 'year' };
}
