import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { FeedAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems, readPages, type FeedPage } from './read-items';
import { readDate, readHtml, readId, readNumber, readRecord, readText, readUrl } from './read-values';

// The Muse public API v2: https://www.themuse.com/developers/api/v2
const answer = z.object({ results: z.array(z.unknown()), page_count: z.unknown().optional() });
const maxPages = 5;

export const themuseSource: FeedAdapter = {
  kind: 'feed',
  name: 'themuse',
  label: sourceLabels.themuse,
  urlEnv: 'THEMUSE_API_URL',
  defaultBaseUrl: 'https://www.themuse.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: '500 requests an hour without an API key; we fetch at most 5 pages once an hour',
    termsUrl: 'https://www.themuse.com/developers/api/v2',
    attribution: 'Link each job to its page on The Muse',
  },
  fetchFeed: (context) => readPages(maxPages, (page) => fetchPage(context, page)),
};

async function fetchPage(context: SourceContext, page: number): Promise<FeedPage> {
  const parsed = answer.safeParse(await context.http.json(`${context.baseUrl}/api/public/jobs?page=${page}`));
  if (!parsed.success) throw new SourceError('invalid-response', `page ${page} of the answer has no list of results`);
  const postings = readItems(parsed.data.results, readJob, maxPostings);
  const pageCount = readNumber(parsed.data.page_count);
  // Without a page count we cannot know there is more; one page is what we can vouch for.
  return { postings, more: pageCount !== undefined && page + 1 < pageCount && postings.length > 0 };
}

function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(job.id);
  const sourceUrl = readUrl(readRecord(job.refs)?.landing_page);
  const title = readText(job.name, 300);
  const company = readText(readRecord(job.company)?.name, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  const locations = readNames(job.locations);
  return {
    source: 'themuse',
    sourceId,
    sourceUrl,
    title,
    company,
    // "New York, NY" has its own comma, so several locations are set apart with ";".
    location: locations.length ? locations.join('; ') : undefined,
    // The Muse says "Flexible / Remote" among the locations; it never states "not remote".
    remote: locations.some((name) => /remote|flexible/i.test(name)) || undefined,
    descriptionHtml: readHtml(job.contents),
    postedAt: readDate(job.publication_date),
    seniority: readNames(job.levels)[0],
    tags: readNames(job.tags),
    department: readNames(job.categories)[0],
  };
}

/** The names of a list of `{ name }` objects, as The Muse gives locations, levels and categories. */
function readNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const names = value.slice(0, 100).map((item) => readText(readRecord(item)?.name, 200));
  return names.filter((name) => name !== undefined);
}
