import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { joinLocation, readDate, readHtml, readRecord, readText, readUrl } from './read-values';
import { boardSlugSegment } from './board-names';

// Workable's careers-widget API, the public answer its embeddable job list reads (no key needed).
const accountAnswer = z.object({ name: z.unknown().optional(), jobs: z.array(z.unknown()) });

export const workableSource: BoardAdapter = {
  kind: 'board',
  name: 'workable',
  label: sourceLabels.workable,
  urlEnv: 'WORKABLE_API_URL',
  defaultBaseUrl: 'https://apply.workable.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public careers-widget API; we fetch one board at most once an hour',
    termsUrl: 'https://www.workable.com/terms',
    attribution: "Link each job to its posting on the company's Workable careers page",
  },
  boardUrl: (slug) => `https://apply.workable.com/${encodeURIComponent(slug)}/`,
  fetchBoard: async (context, slug) => {
    const account = boardSlugSegment(slug);
    const body = await context.http.json(`${context.baseUrl}/api/v1/widget/accounts/${account}?details=true`);
    const parsed = accountAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the account answer has no list of jobs');
    const companyName = readText(parsed.data.name, 200) ?? null;
    const company = companyName ?? slug;
    const postings = readItems(parsed.data.jobs, (job) => readJob(job, company, slug));
    return { companyName, postings };
  },
};

function readJob(job: Record<string, unknown>, company: string, slug: string): RawPosting | undefined {
  const sourceId = readText(job.shortcode, 200);
  const title = readText(job.title, 300);
  const sourceUrl = readUrl(job.url) ?? readUrl(job.shortlink);
  if (!sourceId || !title || !sourceUrl) return undefined;
  return {
    source: 'workable',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(job.application_url),
    title,
    company,
    location: joinLocation(job.city, job.state, job.country) ?? readFirstLocation(job.locations),
    remote: typeof job.telecommuting === 'boolean' ? job.telecommuting : undefined,
    descriptionHtml: readHtml(job.description),
    // Dates are days ("2024-01-15"): published_on is when the job went public.
    postedAt: readDate(job.published_on) ?? readDate(job.created_at),
    employmentType: readText(job.employment_type, 100),
    seniority: readText(job.experience, 100),
    department: readText(job.department, 200),
    board: { provider: 'workable', slug },
  };
}

// Multi-location jobs may leave the top-level fields empty; hidden locations are not for show.
function readFirstLocation(locations: unknown): string | undefined {
  if (!Array.isArray(locations)) return undefined;
  for (const item of locations) {
    const location = readRecord(item);
    if (!location || location.hidden === true) continue;
    const text = joinLocation(location.city, location.region, location.country);
    if (text) return text;
  }
  return undefined;
}
