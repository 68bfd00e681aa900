import { z } from 'zod';
import type { RawPosting, Salary } from '../raw-posting';
import type { FeedAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { maxPostings, readItems } from './read-items';
import { readDate, readHtml, readId, readPlainText, readSalaryPeriod, readSalaryRange, readStringList, readUrl } from './read-values';

// Jobicy remote jobs API: https://jobicy.com/jobs-rss-feed
const answer = z.object({ jobs: z.array(z.unknown()) });

export const jobicySource: FeedAdapter = {
  kind: 'feed',
  name: 'jobicy',
  label: sourceLabels.jobicy,
  urlEnv: 'JOBICY_API_URL',
  defaultBaseUrl: 'https://jobicy.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: "Please don't fetch the feed more than once an hour",
    termsUrl: 'https://jobicy.com/jobs-rss-feed',
    attribution: 'Link back to the job on Jobicy and mention Jobicy as the source',
  },
  fetchFeed: async (context) => {
    const parsed = answer.safeParse(await context.http.json(`${context.baseUrl}/api/v2/remote-jobs?count=50`));
    if (!parsed.success) throw new SourceError('invalid-response', 'the answer has no list of jobs');
    return readItems(parsed.data.jobs, readJob, maxPostings);
  },
};

// Jobicy escapes its plain-text fields ("Marketing &amp; Sales"): readPlainText reads them as written.
function readJob(job: Record<string, unknown>): RawPosting | undefined {
  const sourceId = readId(job.id);
  const sourceUrl = readUrl(job.url);
  const title = readPlainText(job.jobTitle, 300);
  const company = readPlainText(job.companyName, 200);
  if (!sourceId || !sourceUrl || !title || !company) return undefined;
  const jobTypes = readStringList(job.jobType, 100);
  const industries = readStringList(job.jobIndustry).map((industry) => readPlainText(industry, 200));
  return {
    source: 'jobicy',
    sourceId,
    sourceUrl,
    title,
    company,
    location: readPlainText(job.jobGeo, 200),
    // Jobicy lists remote jobs only.
    remote: true,
    descriptionHtml: readHtml(job.jobDescription),
    // "2024-01-15 10:11:12" is UTC.
    postedAt: readDate(job.pubDate),
    salary: readSalary(job),
    employmentType: jobTypes.length ? jobTypes.join(', ') : undefined,
    seniority: readPlainText(job.jobLevel, 100),
    department: industries.find(Boolean),
    companyLogoUrl: readUrl(job.companyLogo),
  };
}

// API 2.2 sends salaryMin/salaryMax with a salaryPeriod ("yearly", "monthly", "hourly"); older answers
// annualSalaryMin/annualSalaryMax, always yearly.
function readSalary(job: Record<string, unknown>): Partial<Salary> | undefined {
  const current = readSalaryRange(job.salaryMin, job.salaryMax, job.salaryCurrency, readSalaryPeriod(job.salaryPeriod));
  return current ?? readSalaryRange(job.annualSalaryMin, job.annualSalaryMax, job.salaryCurrency, 'year');
}
