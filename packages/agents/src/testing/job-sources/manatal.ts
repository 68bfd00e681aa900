import type { FakeSource, FixtureJob } from './fake-source';

// Manatal's careers pages: `www.careers-page.com/api/v1.0/c/{board}/jobs/`, served here under `/api/v1.0/c/{board}/jobs/`.
export const fakeManatal: FakeSource = {
  source: 'manatal',
  boardSlug: (pathname) => /^\/api\/v1\.0\/c\/([^/]+)\/jobs\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs) => ({ count: jobs.length, next: null, previous: null, results: jobs.map(renderJob) }),
};

/** A fixture job's key as Manatal's: eight upper-case letters and digits. */
export const manatalHash = (job: FixtureJob) => (job.id.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || 'X').padStart(8, '0').slice(-8);

function renderJob(job: FixtureJob) {
  const [city = '', state = '', country = ''] = job.location.split(',').map((part) => part.trim());
  // The quirks: pay as decimal strings with no period, and the salary keys missing when it is not shown.
  return {
    id: job.id,
    hash: manatalHash(job),
    position_name: job.title,
    description: job.descriptionHtml,
    country,
    state,
    city,
    address: '',
    zipcode: '',
    location_display: job.location,
    is_salary_visible: Boolean(job.salary),
    is_pinned_in_career_page: false,
    ...(job.salary ? { salary_min: job.salary.min.toFixed(2), salary_max: job.salary.max.toFixed(2), currency_code: job.salary.currency } : {}),
  };
}
