import { z } from 'zod';
import type { RawPosting, Salary, Workplace } from '../raw-posting';
import type { BoardAdapter } from '../source-adapter';
import { SourceError } from '../source-error';
import { sourceLabels } from '../source-names';
import { readItems } from './read-items';
import { joinLocation, readDate, readHtml, readRecord, readSalaryPeriod, readSalaryRange, readText, readUrl } from './read-values';
import { ashbyBoardPattern, boardSlugSegment } from './board-names';

// Ashby public Job Posting API: https://developers.ashbyhq.com/docs/public-job-posting-api
const boardAnswer = z.object({ jobs: z.array(z.unknown()) });

/** Ashby answers carry no company name: `companyName` is null and `company` the slug, for the caller to replace. */
export const ashbySource: BoardAdapter = {
  kind: 'board',
  name: 'ashby',
  label: sourceLabels.ashby,
  urlEnv: 'ASHBY_API_URL',
  defaultBaseUrl: 'https://api.ashbyhq.com',
  credentials: [],
  terms: {
    minIntervalMs: 60 * 60 * 1000,
    rule: 'No published limit for the public Job Posting API; we fetch one board at most once an hour',
    termsUrl: 'https://developers.ashbyhq.com/docs/public-job-posting-api',
    attribution: "Link each job to its posting on the company's Ashby board",
  },
  boardUrl: (slug) => `https://jobs.ashbyhq.com/${encodeURIComponent(slug)}`,
  fetchBoard: async (context, slug) => {
    const board = boardSlugSegment(slug, ashbyBoardPattern);
    const body = await context.http.json(`${context.baseUrl}/posting-api/job-board/${board}?includeCompensation=true`);
    const parsed = boardAnswer.safeParse(body);
    if (!parsed.success) throw new SourceError('invalid-response', 'the board answer has no list of jobs');
    const postings = readItems(parsed.data.jobs, (job) => readJob(job, slug));
    return { companyName: null, postings };
  },
};

function readJob(job: Record<string, unknown>, slug: string): RawPosting | undefined {
  const sourceId = readText(job.id, 200);
  const title = readText(job.title, 300);
  const sourceUrl = readUrl(job.jobUrl);
  // Unlisted jobs are reachable by link only: the employer did not publish them.
  if (!sourceId || !title || !sourceUrl || job.isListed === false) return undefined;
  const descriptionHtml = readHtml(job.descriptionHtml);
  // Compensation the employer chose not to display stays hidden here too.
  const compensation = job.shouldDisplayCompensationOnJobPostings === false ? undefined : readRecord(job.compensation);
  const salary = readSalary(compensation?.summaryComponents);
  const postal = readRecord(readRecord(job.address)?.postalAddress);
  return {
    source: 'ashby',
    sourceId,
    sourceUrl,
    applyUrl: readUrl(job.applyUrl),
    title,
    company: slug,
    location: readText(job.location, 200) ?? joinLocation(postal?.addressLocality, postal?.addressRegion, postal?.addressCountry),
    workplace: workplaceTypes[String(job.workplaceType)],
    // isRemote is also true on hybrid jobs ("San Francisco-Hybrid"): normalisation weighs it against the location.
    remote: typeof job.isRemote === 'boolean' ? job.isRemote : undefined,
    descriptionHtml,
    descriptionText: descriptionHtml ? undefined : readHtml(job.descriptionPlain),
    postedAt: readDate(job.publishedAt),
    salary,
    // Without a salary component the summaries still state it: "€120K – €150K • Offers Equity".
    salaryText: salary
      ? undefined
      : (readText(compensation?.scrapeableCompensationSalarySummary, 200) ?? readText(compensation?.compensationTierSummary, 300)),
    salaryTextPeriod: salary ? undefined : 'year',
    employmentType: readText(job.employmentType, 100),
    department: readText(job.department, 200) ?? readText(job.team, 200),
    board: { provider: 'ashby', slug },
  };
}

// workplaceType is the newer, finer field.
const workplaceTypes: Record<string, Workplace | undefined> = { Remote: 'remote', Hybrid: 'hybrid', OnSite: 'onsite' };

function readSalary(components: unknown): Partial<Salary> | undefined {
  if (!Array.isArray(components)) return undefined;
  const component = components.map(readRecord).find((item) => item?.compensationType === 'Salary');
  const period = readSalaryPeriod(component?.interval);
  return period ? readSalaryRange(component?.minValue, component?.maxValue, component?.currencyCode, period) : undefined;
}
