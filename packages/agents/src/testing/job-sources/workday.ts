import type { FakeSource, FixtureJob } from './fake-source';

// Workday's careers-site JSON: `{tenant}.{pod}.myworkdayjobs.com/wday/cxs/{tenant}/{site}/jobs` (the list, asked
// by POST) and `…/{site}/job/{place}/{title}_{id}` (one job), served here under `/{tenant}.{pod}/`.
const request = /^\/([^/]+)\/wday\/cxs\/[^/]+\/([^/]+)\/(jobs|job\/.+)$/;

export const fakeWorkday: FakeSource = {
  source: 'workday',
  boardSlug: (pathname) => {
    const match = request.exec(pathname);
    return match ? `${match[1]}/${match[2]}` : null;
  },
  body: (jobs, { url }) => {
    const asked = request.exec(url.pathname)?.[3] ?? '';
    if (asked === 'jobs') return { total: jobs.length, jobPostings: jobs.map(renderListItem), facets: [], userAuthenticated: false };
    const job = jobs.find((candidate) => externalPath(candidate) === `/${decodeURIComponent(asked)}`);
    // A job the site does not have: the fake server answers 404.
    return job ? renderJob(job, url) : undefined;
  },
};

const timeTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full time',
  'Part-time': 'Part time',
  Contract: 'Full time',
  Intern: 'Full time',
};

const words = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The quirk: a job is known by its path, /job/{place}/{title}_{requisition}, never by a bare id. */
export function externalPath(job: FixtureJob): string {
  return `/job/${words(job.location) || 'Remote'}/${words(job.title)}_R${job.id.replace(/\W/g, '')}`;
}

function renderListItem(job: FixtureJob) {
  return { title: job.title, externalPath: externalPath(job), locationsText: job.location, postedOn: 'Posted Today', bulletFields: [`R${job.id}`] };
}

function renderJob(job: FixtureJob, url: URL) {
  const [tenant = 'fixture'] = url.pathname.split('/').filter(Boolean);
  return {
    jobPostingInfo: {
      id: `id-${job.id}`,
      title: job.title,
      jobDescription: job.descriptionHtml,
      location: job.location,
      postedOn: 'Posted Today',
      startDate: job.postedAt.toISOString().slice(0, 10),
      ...(job.employmentType ? { timeType: timeTypes[job.employmentType] } : {}),
      jobReqId: `R${job.id}`,
      externalUrl: `https://${tenant}.myworkdayjobs.com/Careers${externalPath(job)}`,
      canApply: true,
      posted: true,
    },
    // The quirk: the legal entity's name, not the brand users know.
    hiringOrganization: { name: `US01 ${job.company}, Inc.`, url: '' },
    similarJobs: [],
    userAuthenticated: false,
  };
}
