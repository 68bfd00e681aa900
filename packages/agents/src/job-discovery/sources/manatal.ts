import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readAllPages, readItems } from './read-items';
import { joinLocation, readHtml, readNumber, readText } from './read-values';
import { boardSlugSegment } from './board-names';

// Manatal's careers pages (no key): GET https://www.careers-page.com/api/v1.0/c/{company}/jobs/?page={n}, the
// answer each company's careers page reads: {count, next, results[10]} with every job's full description. Pay
// only when the employer shows it (`is_salary_visible`), as decimal strings with a currency and no period.
const pageAnswer = z.object({ count: z.unknown().optional(), next: z.unknown().optional(), results: z.array(z.unknown()) });

/** A job's key in its page's address: www.careers-page.com/{company}/job/{hash}. */
export const manatalJobHash = /^[A-Za-z0-9]{4,20}$/;

/** Pages read in one board read: 100 jobs; a bigger board is read in part and nothing it did not list is closed. */
export const manatalMaxPages = 10;

export const manatalSource: BoardAdapter = {
  kind: 'board',
  name: 'manatal',
  label: sourceLabels.manatal,
  urlEnv: 'MANATAL_API_URL',
  defaultBaseUrl: 'https://www.careers-page.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "No published limit for the careers pages' list; we fetch one board at most once an hour, its pages one at a time",
    termsUrl: 'https://www.manatal.com/terms-of-service',
    attribution: "Link each job to its page on the company's Manatal careers page",
    robotsTxt: true,
  },
  boardUrl: (slug) => `https://www.careers-page.com/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const list = `${context.baseUrl}/api/v1.0/c/${boardSlugSegment(slug)}/jobs/`;
    const { postings, complete } = await readAllPages(manatalMaxPages, async (index) => {
      const page = index + 1;
      const body = await context.http.json(page === 1 ? list : `${list}?page=${page}`);
      const parsed = pageAnswer.safeParse(body);
      if (!parsed.success) throw new SourceError('invalid-response', 'the careers answer has no list of jobs');
      // The last page names no next one; we follow our own page numbers, never the address the answer gives.
      const more = Boolean(parsed.data.next) && parsed.data.results.length > 0;
      return { postings: readItems(parsed.data.results, (job) => readJob(job, slug)), more };
    });
    return { companyName: null, postings, complete };
  },
};

function readJob(job: Record<string, unknown>, slug: string): RawPosting | undefined {
  const hash = readText(job.hash, 40);
  const title = readText(job.position_name, 300);
  if (!hash || !manatalJobHash.test(hash) || !title) return undefined;
  const visible = job.is_salary_visible === true || job.is_salary_visible === 'True';
  return {
    source: 'manatal',
    sourceId: hash,
    sourceUrl: `https://www.careers-page.com/${encodeURIComponent(slug)}/job/${hash}`,
    title,
    company: slug,
    location: readText(job.location_display, 200) ?? joinLocation(job.city, job.state, job.country),
    descriptionHtml: readHtml(job.description),
    // No period is given: none is made up (the description may state it for the same figures).
    salary: visible
      ? {
          min: readNumber(job.salary_min) ?? null,
          max: readNumber(job.salary_max) ?? null,
          currency: readText(job.currency_code, 3) ?? null,
          period: null,
        }
      : undefined,
    board: { provider: 'manatal', slug },
  };
}
