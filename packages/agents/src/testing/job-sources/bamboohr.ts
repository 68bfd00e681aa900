import type { FakeSource, FixtureJob } from './fake-source';

// BambooHR's careers-site JSON: `{board}.bamboohr.com/careers/list` and `/careers/{id}/detail`, served here
// under `/{board}/careers/…`.
const request = /^\/([^/]+)\/careers\/(list|(\d+)\/detail)$/;

export const fakeBamboohr: FakeSource = {
  source: 'bamboohr',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url }) => {
    const [, board = 'fixture', asked, id] = request.exec(url.pathname) ?? [];
    if (asked === 'list') return { meta: { totalCount: jobs.length }, result: jobs.map(renderListed) };
    const job = jobs.find((candidate) => bamboohrId(candidate) === id);
    // A job the board does not have: the fake server answers 404.
    return job ? { meta: {}, result: { jobOpening: renderOpening(job, board) } } : undefined;
  },
};

const statuses: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full-Time',
  'Part-time': 'Part-Time',
  Contract: 'Contractor',
  Intern: 'Internship',
};

/** A fixture job's id as BambooHR's: digits. */
export const bamboohrId = (job: FixtureJob) => job.id.replace(/\D/g, '') || '1';

function place(job: FixtureJob) {
  const [city = null, state = null] = job.location.split(',').map((part) => part.trim());
  return { city, state };
}

function renderListed(job: FixtureJob) {
  // The quirks: ids are strings, no description or date in the list, and a place may be all nulls.
  return {
    id: bamboohrId(job),
    jobOpeningName: job.title,
    departmentId: '1',
    departmentLabel: job.department ?? null,
    employmentStatusLabel: job.employmentType ? statuses[job.employmentType] : null,
    employmentType: null,
    location: place(job),
    atsLocation: { country: null, state: null, province: null, city: null },
    isRemote: job.remote === true ? true : null,
    locationType: job.remote ? '1' : '0',
  };
}

function renderOpening(job: FixtureJob, board: string) {
  return {
    jobOpeningShareUrl: `https://${board}.bamboohr.com/careers/${bamboohrId(job)}`,
    jobOpeningName: job.title,
    jobOpeningStatus: 'Open',
    departmentLabel: job.department ?? null,
    employmentStatusLabel: job.employmentType ? statuses[job.employmentType] : null,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString().slice(0, 10),
    location: place(job),
    atsLocation: { country: null, state: null, city: null },
    isRemote: job.remote === true ? true : null,
  };
}
