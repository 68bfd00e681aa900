import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { FeedAdapter, SourceContext } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems, readPages, type FeedPage } from './read-items';
import {
  joinLocation,
  readDate,
  readHtml,
  readNumber,
  readRecord,
  readSalaryPeriod,
  readSalaryRange,
  readStringList,
  readText,
  readUrl,
} from './read-values';

// Himalayas jobs API: https://himalayas.app/api (fields: https://himalayas.app/docs/data-dictionary)
// Newer answers carry totalCount and a nextCursor (offset paging is deprecated); older ones total_count.
const answer = z.object({
  jobs: z.array(z.unknown()),
  total_count: z.unknown().optional(),
  totalCount: z.unknown().optional(),
  nextCursor: z.unknown().optional(),
});
// Their cap per request; 5 pages keep one run to the 100 newest jobs.
const pageSize = 20;
const maxPages = 5;

export const himalayasSource: FeedAdapter = {
  kind: 'feed',
  name: 'himalayas',
  label: sourceLabels.himalayas,
  urlEnv: 'HIMALAYAS_API_URL',
  defaultBaseUrl: 'https://himalayas.app',
  credentials: [],
  terms: {
    minIntervalMs: 6 * 60 * 60 * 1000,
    rule: 'At most 20 jobs a request and rate limited without a published number; we fetch 5 pages at most once every 6 hours',
    termsUrl: 'https://himalayas.app/api',
    attribution: 'Link back to the job on Himalayas and mention Himalayas as the source',
  },
  fetchFeed: (context) => {
    let cursor: string | undefined;
    return readPages(maxPages, async (page) => {
      const read = await fetchPage(context, page * pageSize, cursor);
      cursor = read.cursor;
      return read;
    });
  },
};

/** A page by the cursor the previous one gave, else by offset (answers before cursors). */
async function fetchPage(context: SourceContext, offset: number, cursor: string | undefined): Promise<FeedPage & { cursor?: string }> {
  const position = cursor ? `cursor=${encodeURIComponent(cursor)}` : offset > 0 ? `offset=${offset}` : '';
  const body = await context.http.json(`${context.baseUrl}/jobs/api?limit=${pageSize}${position ? `&${position}` : ''}`);
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new SourceError('invalid-response', `the answer at offset ${offset} has no list of jobs`);
  const { jobs, total_count, totalCount, nextCursor } = parsed.data;
  const total = readNumber(totalCount) ?? readNumber(total_count);
  const next = readText(nextCursor, 500);
  // A short page is the last one, whatever the total says; without a total or cursor, a full page may have more.
  const more = jobs.length >= pageSize && (next !== undefined || total === undefined || offset + jobs.length < total);
  return { postings: readItems(jobs, readJob, maxPostings), more, cursor: next };
}

function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readText(job.guid, 500);
  const applyUrl = readUrl(job.applicationLink);
  // guid is the job's page on Himalayas; the application link stands in when it is not a URL.
  const sourceUrl = readUrl(job.guid) ?? applyUrl;
  const title = readText(job.title, 300);
  const company = readText(job.companyName, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  const seniority = readStringList(job.seniority, 100);
  return {
    source: 'himalayas',
    sourceId,
    sourceUrl,
    applyUrl,
    title,
    company,
    // No restriction means anywhere, but that is normalisation's call, not a value Himalayas gave.
    location: readLocations(job.locationRestrictions),
    // Himalayas lists remote jobs only.
    remote: true,
    descriptionHtml: readHtml(job.description),
    // Epoch seconds in some answers, milliseconds in others: readDate tells them apart by size.
    postedAt: readDate(job.pubDate),
    // minSalary and maxSalary in `currency`, per salaryPeriod ("annual", "hourly"); yearly in answers without it.
    salary: readSalaryRange(job.minSalary, job.maxSalary, job.currency, job.salaryPeriod === undefined ? 'year' : readSalaryPeriod(job.salaryPeriod)),
    employmentType: readText(job.employmentType, 100),
    seniority: seniority.length ? seniority.join(', ') : undefined,
    tags: readStringList(job.categories, 100),
    companyLogoUrl: readUrl(job.companyLogo),
  };
}

// Country names, or (in newer answers) country objects with a name.
function readLocations(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  return joinLocation(...value.slice(0, 100).map((item) => readRecord(item)?.name ?? item));
}
