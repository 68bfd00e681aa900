import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPosting, scriptJson } from './job-posting-markup';

// Eightfold's careers-site list: `{tenant}.eightfold.ai/api/apply/v2/jobs?domain={company}&start=&num=`, served here
// as `/{tenant}/api/apply/v2/jobs?…`; the board is the tenant and the domain together. A job's page,
// `/{tenant}/careers/job/{id}?domain=…`, states its JobPosting (whole description, the employer) as the real pages do.
const request = /^\/([^/]+)\/(api\/apply\/v2\/jobs|careers\/job\/(\d{1,20}))$/;

export const fakeEightfold: FakeSource = {
  source: 'eightfold',
  boardSlug: (pathname, query) => {
    const tenant = request.exec(pathname)?.[1];
    const domain = query?.get('domain');
    return tenant && domain ? `${tenant}/${domain}` : null;
  },
  body: (jobs, { url, companyName }) => {
    const [, tenant = 'fixture', , id] = request.exec(url.pathname) ?? [];
    if (id !== undefined) {
      const job = jobs.find((candidate) => eightfoldId(candidate) === id);
      return job ? renderJobPage(job, companyName, `https://${tenant}.eightfold.ai/careers/job/${id}`) : undefined;
    }
    const start = Number(url.searchParams.get('start') ?? 0);
    const num = Math.min(Number(url.searchParams.get('num') ?? 10), 10);
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

function renderJobPage(job: FixtureJob, companyName: string, url: string): string {
  return `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(job.title)} | ${escapeHtml(companyName)}</title>
<meta name="og:url" property="og:url" content="${url}">
<script type="application/ld+json">${scriptJson(jobPosting(job, companyName, url))}</script></head>
<body><div id="root"></div></body></html>`;
}
