import type { FakeSource, FixtureJob } from './fake-source';

// Eightfold's careers-site list: `{tenant}.eightfold.ai/api/apply/v2/jobs?domain={company}&start=&num=`, served here
// as `/{tenant}/api/apply/v2/jobs?…`; the board is the tenant and the domain together.
export const fakeEightfold: FakeSource = {
  source: 'eightfold',
  boardSlug: (pathname, query) => {
    const tenant = /^\/([^/]+)\/api\/apply\/v2\/jobs$/.exec(pathname)?.[1];
    const domain = query?.get('domain');
    return tenant && domain ? `${tenant}/${domain}` : null;
  },
  body: (jobs, { url }) => {
    const start = Number(url.searchParams.get('start') ?? 0);
    const num = Math.min(Number(url.searchParams.get('num') ?? 10), 10);
    const tenant = url.pathname.split('/')[1] ?? 'fixture';
    return {
      domain: url.searchParams.get('domain'),
      count: jobs.length,
      positions: jobs.slice(start, start + num).map((job) => renderPosition(job, tenant)),
    };
  },
};

/** A fixture job's id as Eightfold's: digits. */
export const eightfoldId = (job: FixtureJob) => (job.id.replace(/\D/g, '') || '1').padStart(13, '1');

function renderPosition(job: FixtureJob, tenant: string) {
  // The quirks: an empty description in the list, and the day in epoch seconds.
  return {
    id: Number(eightfoldId(job)),
    name: job.title,
    canonicalPositionUrl: `https://${tenant}.eightfold.ai/careers/job/${eightfoldId(job)}`,
    location: job.location,
    locations: [job.location],
    job_description: '',
    t_create: Math.floor(job.postedAt.getTime() / 1000),
    department: job.department ?? '',
  };
}
