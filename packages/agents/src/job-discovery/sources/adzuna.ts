import { z } from 'zod';
import type { RawPosting, Salary } from '../raw-posting';
import type { QueryAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxSearchResults, readItems } from './read-items';
import { joinLocation, readDate, readId, readNumber, readPlainText, readRecord, readText, readUrl } from './read-values';

// Adzuna search API: https://developer.adzuna.com/docs/search
const searchAnswer = z.object({ results: z.array(z.unknown()) });

/** The countries Adzuna serves, with the currency its salaries are in (the answer does not say). */
const currencies: Record<string, string> = {
  gb: 'GBP',
  us: 'USD',
  at: 'EUR',
  be: 'EUR',
  de: 'EUR',
  es: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  nl: 'EUR',
  au: 'AUD',
  br: 'BRL',
  ca: 'CAD',
  ch: 'CHF',
  in: 'INR',
  mx: 'MXN',
  nz: 'NZD',
  pl: 'PLN',
  sg: 'SGD',
  za: 'ZAR',
};

export const adzunaSource: QueryAdapter = {
  kind: 'query',
  name: 'adzuna',
  label: sourceLabels.adzuna,
  urlEnv: 'ADZUNA_API_URL',
  defaultBaseUrl: 'https://api.adzuna.com',
  // ADZUNA_COUNTRY is optional (default 'us'): the caller adds it to `credentials` when it is set.
  credentials: ['ADZUNA_APP_ID', 'ADZUNA_APP_KEY'],
  terms: {
    // 250 hits a day spread evenly is one every 345.6 s; the per-minute cap (25) never binds then.
    minIntervalMs: (24 * 60 * 60 * 1000) / 250,
    rule: 'Free access: 25 hits a minute, 250 a day, 1,000 a week, 2,500 a month',
    termsUrl: 'https://developer.adzuna.com/docs/terms_of_service',
    attribution: 'Label listings "Jobs by Adzuna", linked to adzuna.com',
  },
  search: async (context, query) => {
    const country = (context.credentials.ADZUNA_COUNTRY ?? 'us').trim().toLowerCase();
    const currency = currencies[country];
    if (!currency) throw new SourceError('not-found', 'does not list jobs for the country in ADZUNA_COUNTRY');
    const params = new URLSearchParams({
      app_id: context.credentials.ADZUNA_APP_ID ?? '',
      app_key: context.credentials.ADZUNA_APP_KEY ?? '',
      results_per_page: '50',
      what: query.keywords,
    });
    if (query.location) params.set('where', query.location);
    params.set('content-type', 'application/json');
    const body = await context.http.json(`${context.baseUrl}/v1/api/jobs/${country}/search/1?${params}`);
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the search answer has no list of results');
    return readItems(parsed.data.results, (job) => readJob(job, currency), maxSearchResults);
  },
};

// Adzuna wraps the words that matched the search in <strong>; the rest is plain text.
function readJob(job: Record<string, unknown>, currency: string): RawPosting | undefined {
  const sourceId = readId(job.id);
  const title = readPlainText(job.title, 300);
  const sourceUrl = readUrl(job.redirect_url);
  const company = readText(readRecord(job.company)?.display_name, 200);
  if (!sourceId || !title || !sourceUrl || !company) return undefined;
  const location = readRecord(job.location);
  const area = Array.isArray(location?.area) ? [...location.area].reverse() : [];
  const category = readText(readRecord(job.category)?.label, 200);
  return {
    source: 'adzuna',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readText(location?.display_name, 200) ?? joinLocation(...area),
    descriptionText: readPlainText(job.description, 20_000),
    postedAt: readDate(job.created),
    salary: readSalary(job, currency),
    employmentType: readEmploymentType(job),
    tags: category ? [category] : undefined,
  };
}

/**
 * `salary_is_predicted: "1"` marks Adzuna's own estimate, not the employer's figure, so it is dropped.
 * Adzuna does not say the period; it is left for normalisation to infer from the amounts.
 */
function readSalary(job: Record<string, unknown>, currency: string): Partial<Salary> | undefined {
  const predicted = job.salary_is_predicted;
  if (predicted === '1' || predicted === 1 || predicted === true) return undefined;
  const min = readNumber(job.salary_min);
  const max = readNumber(job.salary_max);
  if (min === undefined && max === undefined) return undefined;
  return { min: min ?? null, max: max ?? null, currency };
}

// "contract" says more than "full_time" about what the job is; "permanent" says less.
function readEmploymentType(job: Record<string, unknown>): string | undefined {
  const contractType = readText(job.contract_type, 50);
  if (contractType === 'contract') return contractType;
  return readText(job.contract_time, 50) ?? contractType;
}
