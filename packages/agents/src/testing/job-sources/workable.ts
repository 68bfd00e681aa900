import type { FakeSource, FixtureJob } from './fake-source';

// Workable's careers-widget API: `/api/v1/widget/accounts/{subdomain}?details=true`.
export const fakeWorkable: FakeSource = {
  source: 'workable',
  boardSlug: (pathname) => /^\/api\/v1\/widget\/accounts\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const details = url.searchParams.get('details') === 'true';
    return { name: companyName, description: null, jobs: jobs.map((job) => renderJob(job, details)) };
  },
};

/**
 * "City, State, Country" split into Workable's fields: first part the city, last the country, a middle
 * one the state (so the adapter's join gives back a location of up to three parts).
 */
function splitLocation(location: string) {
  const parts = location.split(',').map((part) => part.trim());
  return { city: parts[0] ?? '', state: parts.length > 2 ? (parts[1] ?? '') : '', country: parts.length > 1 ? (parts.at(-1) ?? '') : '' };
}

function renderJob(job: FixtureJob, details: boolean) {
  const { city, state, country } = splitLocation(job.location);
  // The quirk: dates are bare days, so a posting's time of day is lost.
  const day = job.postedAt.toISOString().slice(0, 10);
  return {
    title: job.title,
    shortcode: job.id,
    code: '',
    employment_type: job.employmentType ?? '',
    telecommuting: job.remote ?? false,
    department: job.department ?? '',
    url: `https://apply.workable.com/j/${job.id}`,
    shortlink: `https://apply.workable.com/j/${job.id}`,
    application_url: `https://apply.workable.com/j/${job.id}/apply`,
    published_on: day,
    created_at: day,
    country,
    city,
    state,
    education: '',
    experience: '',
    function: '',
    industry: '',
    locations: [{ country, countryCode: '', city, region: state, hidden: false }],
    ...(details && { description: job.descriptionHtml }),
  };
}
