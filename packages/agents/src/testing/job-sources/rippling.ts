import type { FakeSource, FixtureJob } from './fake-source';

// Rippling's Job Board API: `api.rippling.com/platform/api/ats/v1/board/{board}/jobs` (the list, a bare array with a
// row per job and place) and `…/jobs/{uuid}` (one job whole), served here under the same path.
const request = /^\/platform\/api\/ats\/v1\/board\/([^/]+)\/jobs(?:\/([^/]+))?$/;

export const fakeRippling: FakeSource = {
  source: 'rippling',
  boardSlug: (pathname) => {
    const slug = request.exec(pathname)?.[1];
    return slug ? decodeURIComponent(slug) : null;
  },
  body: (jobs, { url, companyName }) => {
    const [, slug = 'fixture', uuid] = request.exec(url.pathname) ?? [];
    if (uuid === undefined) return jobs.flatMap((job) => renderRows(job, slug));
    const job = jobs.find((candidate) => ripplingUuid(candidate) === uuid.toLowerCase());
    // A job the board does not have: the fake server answers 404.
    return job ? renderJob(job, slug, companyName) : undefined;
  },
};

/** A fixture job's id as a UUID, as Rippling's job addresses end. */
export const ripplingUuid = (job: FixtureJob) =>
  `00000000-0000-4000-9000-${(job.id.replace(/[^0-9a-f]/gi, '') || '0').padStart(12, '0').slice(-12).toLowerCase()}`;

/** The job's places: its location's parts split at "; ", each as a remote job's board labels it ("Remote (USA)"). */
export function ripplingPlaces(job: FixtureJob): string[] {
  const places = job.location
    .split(';')
    .map((place) => place.trim())
    .filter(Boolean);
  return places.map((place) => (job.remote && !/^remote\b/i.test(place) ? `Remote (${place})` : place));
}

const types: Record<NonNullable<FixtureJob['employmentType']>, { label: string; id: string }> = {
  'Full-time': { label: 'SALARIED_FT', id: 'Salaried, full-time' },
  'Part-time': { label: 'SALARIED_PT', id: 'Salaried, part-time' },
  Contract: { label: 'TEMP', id: 'Contract' },
  Intern: { label: 'TEMP', id: 'Intern' },
};

// The quirk: a job open in several places is a row per place, each with the same uuid, name and department.
function renderRows(job: FixtureJob, slug: string) {
  const uuid = ripplingUuid(job);
  return ripplingPlaces(job).map((place) => ({
    uuid,
    name: job.title,
    department: job.department ? { id: job.department, label: job.department } : null,
    url: `https://ats.rippling.com/${slug}/jobs/${uuid}`,
    workLocation: { label: place, id: place },
  }));
}

/** Rippling's createdOn: the Pacific offset, microseconds ("2026-07-14T10:45:51.914000-07:00"). */
function createdOn(date: Date): string {
  const pacific = new Date(date.getTime() - 7 * 3_600_000).toISOString();
  return `${pacific.slice(0, 23)}000-07:00`;
}

function renderJob(job: FixtureJob, slug: string, companyName: string) {
  const uuid = ripplingUuid(job);
  return {
    uuid,
    name: job.title,
    // The company's section is empty here, so a fixture's description reads as written.
    description: { company: '', role: job.descriptionHtml },
    workLocations: ripplingPlaces(job),
    department: job.department ? { name: job.department, base_department: job.department } : null,
    // The quirk: the code in `label`, the employer's words in `id`.
    employmentType: job.employmentType ? types[job.employmentType] : null,
    createdOn: createdOn(job.postedAt),
    payRangeDetails: job.salary
      ? [
          {
            location: ripplingPlaces(job)[0] ?? '',
            currency: job.salary.currency,
            frequency: job.salary.period === 'hour' ? 'HOUR' : 'YEAR',
            rangeStart: job.salary.min,
            rangeEnd: job.salary.max,
            isRemote: Boolean(job.remote),
          },
        ]
      : [],
    url: `https://ats.rippling.com/${slug}/jobs/${uuid}`,
    companyName,
    unlistedFromSearch: false,
    board: { slug },
  };
}
