import { z } from 'zod';
import type { RawPosting } from '../raw-posting';
import type { FeedAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems } from './read-items';
import { readDate, readHtml, readId, readStringList, readText, readUrl } from './read-values';

// Remotive public API: https://github.com/remotive-com/remote-jobs-api
const answer = z.object({ jobs: z.array(z.unknown()) });

export const remotiveSource: FeedAdapter = {
  kind: 'feed',
  name: 'remotive',
  label: sourceLabels.remotive,
  urlEnv: 'REMOTIVE_API_URL',
  defaultBaseUrl: 'https://remotive.com',
  credentials: [],
  terms: {
    minIntervalMs: 6 * 60 * 60 * 1000,
    rule:
      'At most 4 requests a day (more than 2 a minute are blocked); jobs are shown 24 hours after they are posted, ' +
      'and must not be passed on to third-party job sites',
    termsUrl: 'https://github.com/remotive-com/remote-jobs-api',
    attribution: 'Link back to the job on Remotive and mention Remotive as the source',
  },
  fetchFeed: async (context) => {
    // One request for the whole feed: their rule is a few requests a day, not pages.
    const parsed = answer.safeParse(await context.http.json(`${context.baseUrl}/api/remote-jobs`));
    if (!parsed.success) throw new SourceError('invalid-response', 'the answer has no list of jobs');
    return readItems(parsed.data.jobs, readJob, maxPostings);
  },
};

function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(job.id);
  const sourceUrl = readUrl(job.url);
  const title = readText(job.title, 300);
  const company = readText(job.company_name, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  return {
    source: 'remotive',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readText(job.candidate_required_location, 200),
    // Remotive lists remote jobs only.
    remote: true,
    descriptionHtml: readHtml(job.description),
    // "2024-01-15T10:11:12" has no zone; Remotive means UTC, which is how readDate reads it.
    postedAt: readDate(job.publication_date),
    salaryText: readText(job.salary, 200),
    employmentType: readText(job.job_type, 50),
    tags: readStringList(job.tags, 100),
    department: readText(job.category, 200),
    companyLogoUrl: readUrl(job.company_logo),
  };
}
