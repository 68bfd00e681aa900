import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPosting, scriptJson } from './job-posting-markup';

// A Phenom careers site, served under `/{host}{/country/language}/` as the employer's own host: the search page
// (`/search-results?from={n}&s=1`, ten jobs a page in its `phApp.ddo` script as careers.phenom.com's recorded page
// carries them) and each job's page (`/job/{jobSeqNo or jobId}/{title words}`) with its JobPosting, the job's ids in
// its own `phApp.ddo` and the platform's CDN, as the recorded Conduent page has them.
const request = /^\/([a-z0-9.-]+\.[a-z]{2,})(\/[a-z]{2,8}\/[a-z]{2}(?:[-_][a-z0-9]{2,8})?)?\/(search-results|job\/([^/]+)(?:\/[^/]*)?)$/i;
const pageSize = 10;

export const fakePhenom: FakeSource = {
  source: 'phenom',
  boardSlug: (pathname) => {
    const match = request.exec(pathname);
    return match ? `${match[1]}${match[2] ?? ''}` : null;
  },
  body: (jobs, { url, companyName }) => {
    const [, host = 'fixture.test', locale = '', path = '', id] = request.exec(url.pathname) ?? [];
    if (path === 'search-results') {
      const from = Number(url.searchParams.get('from') ?? 0) || 0;
      return renderSearch(jobs.slice(from, from + pageSize), jobs.length);
    }
    const job = jobs.find((candidate) => phenomJobSeqNo(candidate) === id || candidate.id === id);
    return job ? renderJobPage(job, companyName, `https://${host}${locale}/job/${phenomJobSeqNo(job)}/${words(job.title)}`) : undefined;
  },
};

/** A fixture job's sequence number, as Phenom makes one of the requisition's id. */
export const phenomJobSeqNo = (job: FixtureJob) => `FIXT0001${job.id.replace(/[^A-Za-z0-9]/g, '')}EXTERNALENUS`;

const words = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'job';

/** Where a job's page is on its site, under its country and language: `/job/{jobSeqNo}/{title words}`. */
export const phenomJobPath = (job: FixtureJob) => `/job/${phenomJobSeqNo(job)}/${words(job.title)}`;

function phenomJob(job: FixtureJob) {
  const [city = '', state = '', country = ''] = job.location.split(',').map((part) => part.trim());
  return {
    type: job.employmentType === 'Part-time' ? 'Part-Time' : job.employmentType === 'Full-time' ? 'Full-Time' : (job.employmentType ?? ''),
    descriptionTeaser: job.descriptionHtml.replace(/<[^>]*>/g, '').slice(0, 80),
    reqId: job.id,
    city,
    state,
    country,
    jobId: job.id,
    locale: 'en_US',
    title: job.title,
    jobSeqNo: phenomJobSeqNo(job),
    postedDate: job.postedAt.toISOString().replace('Z', '+0000'),
    department: job.department ?? '',
    location: job.location,
    category: job.tags?.[0] ?? 'General',
  };
}

function renderSearch(jobs: FixtureJob[], total: number): string {
  const ddo = { eagerLoadRefineSearch: { status: 200, hits: jobs.length, totalHits: total, data: { jobs: jobs.map(phenomJob) } } };
  return `<!doctype html>
<html><head><link rel="preconnect" href="https://cdn.phenompeople.com"></head><body><script>
var phApp = phApp || {};
phApp.ddo = ${scriptJson(ddo)}; phApp.experimentData = {};
</script><div id="search-results"></div></body></html>`;
}

function renderJobPage(job: FixtureJob, companyName: string, url: string): string {
  const posting = { ...jobPosting(job, companyName, url), identifier: { '@type': 'PropertyValue', name: companyName, value: job.id } };
  const ddo = { jobDetail: { status: 200, data: { job: phenomJob(job) } } };
  return `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(job.title)}</title>
<link rel="canonical" href="${url}">
<script type="application/ld+json">${scriptJson(posting)}</script>
<script>var phApp = phApp || {}; phApp.ddo = ${scriptJson(ddo)}; phApp.experimentData = {};</script>
<link rel="stylesheet" href="https://cdn.phenompeople.com/CareerConnectResources/FIXT0001/en_us/desktop/css/site.css"></head>
<body><h1>${escapeHtml(job.title)}</h1></body></html>`;
}
