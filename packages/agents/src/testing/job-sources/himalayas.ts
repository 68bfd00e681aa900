import type { FakeSource, FixtureJob } from './fake-source';
import { slugify, tagsRemoved } from './fixture-text';

// Himalayas' `/jobs/api?limit=20&offset=N`: one page that holds every job (total_count says so).
export const fakeHimalayas: FakeSource = {
  source: 'himalayas',
  boardSlug: () => null,
  body: (jobs, { url }) => ({
    updated_at: Math.floor(Math.max(0, ...jobs.map((job) => job.postedAt.getTime())) / 1000),
    offset: Number(url.searchParams.get('offset') ?? 0),
    limit: Number(url.searchParams.get('limit') ?? 20),
    total_count: jobs.length,
    jobs: jobs.map(renderJob),
  }),
};

function renderJob(job: FixtureJob, index: number) {
  const company = slugify(job.company);
  const slug = `${slugify(job.title)}-${slugify(job.id)}`;
  // Himalayas salaries are annual: an hourly fixture salary has no place there.
  const salary = job.salary && (job.salary.period ?? 'year') === 'year' ? job.salary : undefined;
  return {
    title: job.title,
    excerpt: tagsRemoved(job.descriptionHtml).slice(0, 200),
    companyName: job.company,
    companyLogo: `https://cdn-images.himalayas.app/${company}.png`,
    employmentType: job.employmentType ? employmentTypes[job.employmentType] : 'Other',
    minSalary: salary?.min ?? null,
    maxSalary: salary?.max ?? null,
    currency: salary?.currency ?? 'USD',
    seniority: [],
    locationRestrictions: job.location ? [job.location] : [],
    timezoneRestrictions: [],
    categories: job.tags ?? [],
    parentCategories: job.department ? [job.department] : [],
    description: job.descriptionHtml,
    // The quirk: both epoch seconds and milliseconds occur; the fake serves both, alternately.
    pubDate: index % 2 === 0 ? Math.floor(job.postedAt.getTime() / 1000) : job.postedAt.getTime(),
    expiryDate: Math.floor(job.postedAt.getTime() / 1000) + 30 * 24 * 60 * 60,
    applicationLink: `https://himalayas.app/companies/${company}/jobs/${slug}/apply`,
    guid: `https://himalayas.app/companies/${company}/jobs/${slug}`,
  };
}

const employmentTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full Time',
  'Part-time': 'Part Time',
  Contract: 'Contractor',
  Intern: 'Intern',
};
