import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { FeedAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems, readPages, type FeedPage } from './read-items';
import { readDate, readHtml, readRecord, readStringList, readText, readUrl } from './read-values';

// Arbeitnow job board API: https://www.arbeitnow.com/blog/job-board-api
const answer = z.object({ data: z.array(z.unknown()), links: z.unknown().optional() });
const maxPages = 3;

export const arbeitnowSource: FeedAdapter = {
  kind: 'feed',
  name: 'arbeitnow',
  label: sourceLabels.arbeitnow,
  urlEnv: 'ARBEITNOW_API_URL',
  defaultBaseUrl: 'https://www.arbeitnow.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'Free, no key and no published limit; we fetch at most 3 pages once an hour',
    termsUrl: 'https://www.arbeitnow.com/blog/job-board-api',
    attribution: 'Link back to the job on Arbeitnow, as the API answer asks',
  },
  // Arbeitnow numbers its pages from 1.
  fetchFeed: (context) => readPages(maxPages, (page) => fetchPage(context, page + 1)),
};

async function fetchPage(context: SourceContext, page: number): Promise<FeedPage> {
  const parsed = answer.safeParse(await context.http.json(`${context.baseUrl}/api/job-board-api?page=${page}`));
  if (!parsed.success) throw new SourceError('invalid-response', `page ${page} of the answer has no list of jobs`);
  // links.next is only read as "there is another page": the request is built from our own base URL,
  // never from a URL in the answer.
  const more = readText(readRecord(parsed.data.links)?.next) !== undefined;
  return { postings: readItems(parsed.data.data, readJob, maxPostings), more };
}

function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readText(job.slug, 300);
  const sourceUrl = readUrl(job.url);
  const title = readText(job.title, 300);
  const company = readText(job.company_name, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  const jobTypes = readStringList(job.job_types, 100);
  return {
    source: 'arbeitnow',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readText(job.location, 200),
    remote: typeof job.remote === 'boolean' ? job.remote : undefined,
    descriptionHtml: readHtml(job.description),
    // created_at is epoch seconds.
    postedAt: readDate(job.created_at),
    employmentType: jobTypes.length ? jobTypes.join(', ') : undefined,
    tags: readStringList(job.tags, 100),
  };
}
