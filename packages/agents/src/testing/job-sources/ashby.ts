import type { FakeSource, FixtureJob } from './fake-source';
import { tagsRemoved } from './fixture-text';

// Ashby's public Job Posting API: `/posting-api/job-board/{board}?includeCompensation=true`.
export const fakeAshby: FakeSource = {
  source: 'ashby',
  // The board's name as Ashby reads it: its segment decoded (a name may hold spaces, asked as %20).
  boardSlug: (pathname) => {
    const segment = /^\/posting-api\/job-board\/([^/]+)\/?$/.exec(pathname)?.[1];
    try {
      return segment === undefined ? null : decodeURIComponent(segment);
    } catch {
      return null;
    }
  },
  body: (jobs, { url }) => {
    const slug = fakeAshby.boardSlug(url.pathname, url.searchParams) ?? 'board';
    const withPay = url.searchParams.get('includeCompensation') === 'true';
    return { apiVersion: '1', jobs: jobs.map((job) => renderJob(job, slug, withPay)) };
  },
};

const employmentTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'FullTime',
  'Part-time': 'PartTime',
  Contract: 'Contract',
  Intern: 'Intern',
};

function renderJob(job: FixtureJob, slug: string, withPay: boolean) {
  const [locality, ...rest] = job.location.split(',').map((part) => part.trim());
  return {
    id: job.id,
    title: job.title,
    department: job.department ?? 'General',
    team: job.department ?? 'General',
    employmentType: job.employmentType ? employmentTypes[job.employmentType] : 'FullTime',
    location: job.location,
    secondaryLocations: [],
    // Ashby's times carry "+00:00" rather than "Z".
    publishedAt: job.postedAt.toISOString().replace('Z', '+00:00'),
    isListed: true,
    isRemote: job.remote ?? false,
    workplaceType: job.remote === undefined ? null : job.remote ? 'Remote' : 'OnSite',
    address: { postalAddress: { addressLocality: locality, addressRegion: rest.length > 1 ? rest[0] : undefined, addressCountry: rest.at(-1) } },
    jobUrl: `https://jobs.ashbyhq.com/${slug}/${job.id}`,
    applyUrl: `https://jobs.ashbyhq.com/${slug}/${job.id}/application`,
    descriptionHtml: job.descriptionHtml,
    descriptionPlain: tagsRemoved(job.descriptionHtml),
    shouldDisplayCompensationOnJobPostings: Boolean(job.salary || job.salaryText),
    ...(withPay && (job.salary || job.salaryText) && { compensation: renderCompensation(job) }),
  };
}

function renderCompensation(job: FixtureJob) {
  const salary = job.salary;
  const summary = job.salaryText ?? (salary ? `${short(salary.min, salary.currency)} - ${short(salary.max, salary.currency)}` : '');
  const components = salary
    ? [
        {
          id: `${job.id}-salary`,
          summary,
          compensationType: 'Salary',
          interval: salary.period === 'hour' ? '1 HOUR' : '1 YEAR',
          currencyCode: salary.currency,
          minValue: salary.min,
          maxValue: salary.max,
        },
      ]
    : [];
  return {
    compensationTierSummary: summary.replace(' - ', ' – '),
    scrapeableCompensationSalarySummary: summary,
    compensationTiers: [{ id: `${job.id}-tier`, tierSummary: summary, title: 'Zone A', additionalInformation: null, components }],
    summaryComponents: components,
  };
}

// "$140K", as Ashby's summaries write amounts.
function short(amount: number, currency: string): string {
  const symbol = currency === 'USD' ? '$' : currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : `${currency} `;
  return amount >= 1000 ? `${symbol}${Math.round(amount / 1000)}K` : `${symbol}${amount}`;
}
