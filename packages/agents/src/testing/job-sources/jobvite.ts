import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPosting, scriptJson } from './job-posting-markup';

// Jobvite's careers site, jobs.jobvite.com: the company's search (`/{company}/search?…&p={page}`, the classic table
// template with its jv- classes, 50 rows a page, a page past the last with no rows) and each job's page
// (`/{company}/job/{id}`) with its JobPosting. Job ids are letters and digits (`octxAfww`).
const request = /^\/([A-Za-z0-9][A-Za-z0-9._-]{0,99})\/(search|job\/([A-Za-z0-9]+))$/;
const pageSize = 50;

export const fakeJobvite: FakeSource = {
  source: 'jobvite',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const [, company = 'fixture', path = '', id] = request.exec(url.pathname) ?? [];
    if (path === 'search') {
      const page = Number(url.searchParams.get('p') ?? 0) || 0;
      return renderSearch(jobs.slice(page * pageSize, (page + 1) * pageSize), company);
    }
    const job = jobs.find((candidate) => jobviteJobId(candidate) === id);
    return job ? renderJobPage(job, companyName, `https://jobs.jobvite.com/${company}/job/${id}`) : undefined;
  },
};

/** A fixture job's id on Jobvite (letters and digits): its own when it is one, else those of its id. */
export const jobviteJobId = (job: FixtureJob) => `o${job.id.replace(/[^A-Za-z0-9]/g, '')}Afw`.slice(0, 20);

function renderSearch(jobs: FixtureJob[], company: string): string {
  const rows = jobs.map(
    (job) => `
      <tr>
        <td class="jv-job-list-name"><a href="/${company}/job/${jobviteJobId(job)}">${escapeHtml(job.title)}</a></td>
        <td class="jv-job-list-location">${escapeHtml(job.location)}</td>
      </tr>`,
  );
  return `<!doctype html>
<html><head><title>Jobs at ${escapeHtml(company)}</title></head><body><div class="jv-page-body">
  <table class="jv-job-list">${rows.join('')}
  </table>
</div></body></html>`;
}

function renderJobPage(job: FixtureJob, companyName: string, url: string): string {
  return `<!doctype html><html><head><title>${escapeHtml(job.title)}</title>
<script type="application/ld+json">${scriptJson(jobPosting(job, companyName, url))}</script></head>
<body><div class="jv-page-body"><h2 class="jv-header">${escapeHtml(job.title)}</h2><div class="jv-job-detail-description">${job.descriptionHtml}</div></div></body></html>`;
}
