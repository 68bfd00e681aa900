import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { QueryAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxSearchResults, readItems } from './read-items';
import { readDate, readHtml, readId, readPlainText, readText, readUrl } from './read-values';

// Jooble REST API: https://jooble.org/api/about
const searchAnswer = z.object({ jobs: z.array(z.unknown()) });

export const joobleSource: QueryAdapter = {
  kind: 'query',
  name: 'jooble',
  label: sourceLabels.jooble,
  urlEnv: 'JOOBLE_API_URL',
  defaultBaseUrl: 'https://jooble.org',
  credentials: ['JOOBLE_API_KEY'],
  terms: {
    minIntervalMs: 60_000,
    rule: 'Free with an API key; no limit published, so we ask at most once a minute',
    termsUrl: 'https://jooble.org/api/about',
    attribution: 'Link listings to Jooble',
  },
  search: async (context, query) => {
    // The key is a path segment: the fetcher keeps URLs out of its errors, and so does this adapter.
    const key = encodeURIComponent(context.credentials.JOOBLE_API_KEY ?? '');
    const body = await context.http.json(`${context.baseUrl}/api/${key}`, {
      method: 'POST',
      body: { keywords: query.keywords, location: query.location || undefined, page: 1 },
    });
    const parsed = searchAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the search answer has no list of jobs');
    return readItems(parsed.data.jobs, readJob, maxSearchResults);
  },
};

// Titles and company names are text, but arrive with entities and the odd <b> highlight.
function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readJoobleId(job.id);
  const title = readPlainText(job.title, 300);
  const sourceUrl = readUrl(job.link);
  const company = readPlainText(job.company, 200);
  if (!sourceId || !title || !sourceUrl || !company) return undefined;
  return {
    source: 'jooble',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readPlainText(job.location, 200),
    // The snippet is HTML (<b> around matched words, &nbsp;): kept as HTML for normalisation to clean.
    descriptionHtml: readHtml(job.snippet, 20_000),
    postedAt: readDate(job.updated),
    salaryText: readPlainText(job.salary, 200),
    employmentType: readText(job.type, 100),
  };
}

/**
 * Jooble ids are 64-bit and often above 2^53, so JSON.parse has already rounded them by the time
 * the answer reaches us. The rounded number is still the same for the same posting on every fetch,
 * which is all an id must be here; it is written out in full, never as "1.2e+18".
 */
function readJoobleId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? BigInt(value).toString() : undefined;
  return readId(value);
}
