import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPosting, scriptJson } from './job-posting-markup';

// A Radancy careers site, served under `/{host}{locale}/` as the employer's own host: the search's results
// (`/search-jobs/results?CurrentPage={n}&RecordsPerPage={size}&SearchResultsModuleName=Search+Results`, JSON whose
// `results` is the HTML fragment the recorded answers show, rows as careers.aldi.us writes them; without the module's
// name the fragment is empty, as on the real sites) and each job's page (`{locale}/job/{city}/{title}/{org}/{id}`, or
// the short `/job/-/-/{org}/{id}`) with its JobPosting and the platform's CDN, as Radancy's pages load it.
const request = /^\/([a-z0-9.-]+\.[a-z]{2,})(\/[a-z]{2}(?:-[a-z0-9]{2,8})?)?\/(search-jobs\/results|job\/[^/]+\/[^/]+\/(\d+)\/([^/]+))$/i;
export const radancyOrgId = '4242';

export const fakeRadancy: FakeSource = {
  source: 'radancy',
  boardSlug: (pathname) => {
    const match = request.exec(pathname);
    return match ? `${match[1]}${match[2] ?? ''}` : null;
  },
  body: (jobs, { url, companyName }) => {
    const [, host = 'fixture.test', locale = '', path = '', , id] = request.exec(url.pathname) ?? [];
    const site = `https://${host}${locale}`;
    if (path === 'search-jobs/results') {
      if (url.searchParams.get('SearchResultsModuleName') !== 'Search Results') return { hasJobs: true };
      const size = Number(url.searchParams.get('RecordsPerPage') ?? 15) || 15;
      const page = Number(url.searchParams.get('CurrentPage') ?? 1) || 1;
      const rows = jobs.slice((page - 1) * size, page * size);
      return { filters: '', results: renderResults(rows, jobs.length, locale), hasJobs: rows.length > 0, hasContent: false };
    }
    const job = jobs.find((candidate) => radancyJobId(candidate) === id);
    return job ? renderJobPage(job, companyName, `${site}${radancyJobPath(job)}`) : undefined;
  },
};

/** A fixture job's number on the site (Radancy's are long numbers): its id when it is one, else a stable number made of it. */
export function radancyJobId(job: FixtureJob): string {
  if (/^\d{5,20}$/.test(job.id)) return job.id;
  let hash = 2166136261;
  for (const char of job.id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(90_000_000_000 + hash);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || '-';

/** Where the results link a job, under the site's language path: `/job/{city}/{title}/{org}/{id}`. */
export function radancyJobPath(job: FixtureJob): string {
  return `/job/${words(job.location.split(',')[0] ?? '')}/${words(job.title)}/${radancyOrgId}/${radancyJobId(job)}`;
}

function renderResults(jobs: FixtureJob[], total: number, locale: string): string {
  const rows = jobs.map(
    (job) => `
                        <li>
                            <a href="${locale}${radancyJobPath(job)}" data-job-id="${radancyJobId(job)}">
                                <h2>${escapeHtml(job.title)}</h2>
                                            <span class="job-address-list">${escapeHtml(job.location)}</span>
                                <div class="job-info-wrapper fs-container">
                                             <span class="job-info job-categories fs-12 fs-m-5"><b>Job Category</b> | ${escapeHtml(job.department ?? 'General')}</span>
                                        ${job.employmentType ? `<span class="job-info job-type fs-12 fs-m-7"><b>Position Type</b> |  ${job.employmentType}</span>` : ''}
                                </div>
                              </a>
                            <button type="button" class="js-save-job-btn" data-job-id="${radancyJobId(job)}" data-org-id="${radancyOrgId}" data-save-job-text="Save" data-unsave-job-text="Saved">Save</button>
                        </li>`,
  );
  return `
    <section id="search-results" data-keywords="" data-total-results="${total}" data-total-job-results="${total}" data-current-page="1" data-ajax-url="${locale}/search-jobs/results" data-search-results-module-name="Search Results">
        <h1>${total} results for </h1>
            <section id="search-results-list">
                <ul>${rows.join('')}
                </ul>
            </section>
    </section>`;
}

function renderJobPage(job: FixtureJob, companyName: string, url: string): string {
  const posting = jobPosting(job, companyName, url);
  return `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(job.title)}</title>
<link rel="stylesheet" href="https://tbcdn.talentbrew.com/company/${radancyOrgId}/v1_0/css/site.css">
<script type="application/ld+json">${scriptJson(posting)}</script></head>
<body><h1>${escapeHtml(job.title)}</h1><a class="button job-apply top" data-job-id="${radancyJobId(job)}" href="https://apply.example/${radancyJobId(job)}">Apply Now</a></body></html>`;
}
