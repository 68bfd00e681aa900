import type { FakeSource, FixtureJob } from './fake-source';
import { slugify } from './fixture-text';

// Arbeitnow's `/api/job-board-api?page=N`: Laravel-style pages with `links` and `meta`.
export const fakeArbeitnow: FakeSource = {
  source: 'arbeitnow',
  boardSlug: () => null,
  body: (jobs, { url }) => {
    const path = `${url.origin}${url.pathname}`;
    return {
      data: jobs.map(renderJob),
      links: { first: `${path}?page=1`, last: null, prev: null, next: null },
      meta: {
        current_page: Number(url.searchParams.get('page') ?? 1),
        from: jobs.length ? 1 : null,
        path,
        per_page: 100,
        to: jobs.length || null,
        terms: 'This is a free public API for jobs, please do not abuse. By using the API, you agree to link back to Arbeitnow.',
        info: 'Jobs are updated every hour and order by the `created_at` timestamp.',
      },
    };
  },
};

function renderJob(job: FixtureJob) {
  const slug = `${slugify(job.title)}-${slugify(job.id)}`;
  return {
    slug,
    company_name: job.company,
    title: job.title,
    description: job.descriptionHtml,
    remote: job.remote ?? false,
    url: `https://www.arbeitnow.com/jobs/companies/${slugify(job.company)}/${slug}`,
    tags: job.tags ?? [],
    job_types: job.employmentType ? [jobTypes[job.employmentType]] : [],
    location: job.location,
    // The quirk: epoch seconds, not milliseconds.
    created_at: Math.floor(job.postedAt.getTime() / 1000),
  };
}

const jobTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'full time',
  'Part-time': 'part time',
  Contract: 'contract',
  Intern: 'internship',
};
