import type { FakeSource, FixtureJob } from './fake-source';

// Breezy HR's careers-site list: `{board}.breezy.hr/json`, served here as `/{board}/json`.
export const fakeBreezy: FakeSource = {
  source: 'breezy',
  boardSlug: (pathname) => /^\/([^/]+)\/json$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { companyName }) => jobs.map((job) => renderPosition(job, companyName)),
};

const types: Record<NonNullable<FixtureJob['employmentType']>, { id: string; name: string }> = {
  'Full-time': { id: 'fullTime', name: 'Full-Time' },
  'Part-time': { id: 'partTime', name: 'Part-Time' },
  Contract: { id: 'contract', name: 'Contract' },
  Intern: { id: 'internship', name: 'Internship' },
};

/** A fixture job's id as Breezy's: twelve hex digits. */
export const breezyId = (job: FixtureJob) => (job.id.replace(/[^0-9a-f]/gi, '') || '0').padStart(12, '0').slice(-12);

function renderPosition(job: FixtureJob, companyName: string) {
  const [city = '', country = ''] = job.location.split(',').map((part) => part.trim());
  const id = breezyId(job);
  const words = job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const place = { country: { name: country, id: country.slice(0, 2).toUpperCase() }, city, name: job.location, is_remote: job.remote === true };
  // The quirks: no description at all, and pay as the employer typed it.
  return {
    id,
    friendly_id: `${id}-${words}`,
    name: job.title,
    url: `https://fixture.breezy.hr/p/${id}-${words}`,
    published_date: job.postedAt.toISOString(),
    type: job.employmentType ? types[job.employmentType] : { id: 'other', name: 'Other' },
    location: { ...place, primary: true },
    department: job.department ?? '',
    ...(job.salaryText ? { salary: job.salaryText } : {}),
    company: { name: companyName, logo_url: null, friendly_id: 'fixture', isMultipleLocationsEnabled: false },
    locations: [{ ...place, primary: true, id: 'loc1' }],
  };
}
