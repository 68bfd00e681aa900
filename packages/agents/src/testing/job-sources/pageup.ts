import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';

// A PageUp careers site, served under `/{host}{path}/` as the employer's own host (or PageUp's, with its instance and
// brand in the path): the listing (`{locale}/listing/?page={n}&page-items={size}`, the template the recorded pages show:
// the search results' rows, a repeat of them under "Current Opportunities", a "More Jobs" link with the jobs after the
// page) and each job's page (`{locale}/job/{id}[/{words}]`, its labelled spans, the ad, the day advertised, PageUp's
// apply links). Pages past the last show the template without rows.
const request = /^\/([a-z0-9.-]+\.[a-z]{2,})((?:\/\d{1,6}\/[a-z0-9-]{1,16})?\/[a-z]{2}(?:-[a-z]{2})?)\/(listing\/|job\/(\d{1,12})(?:\/[^/]*)?)$/i;
const instance = '4242';

export const fakePageUp: FakeSource = {
  source: 'pageup',
  boardSlug: (pathname) => {
    const match = request.exec(pathname);
    return match ? `${match[1]}${match[2]}` : null;
  },
  body: (jobs, { url }) => {
    const [, , locale = '', path = '', id] = request.exec(url.pathname) ?? [];
    const wordsOf = locale.split('/').at(-1)!;
    if (path === 'listing/') {
      const size = Number(url.searchParams.get('page-items') ?? 20) || 20;
      const page = Number(url.searchParams.get('page') ?? 1) || 1;
      const rows = jobs.slice((page - 1) * size, page * size);
      const remaining = Math.max(0, jobs.length - page * size);
      return renderListing(rows, locale, remaining, page, size);
    }
    const job = jobs.find((candidate) => pageupJobId(candidate) === id);
    return job ? renderJobPage(job, wordsOf) : undefined;
  },
};

/** A fixture job's number on a PageUp site: its id when it is one, else a number made of its characters. */
export function pageupJobId(job: FixtureJob): string {
  if (/^\d{1,12}$/.test(job.id)) return job.id;
  let hash = 11;
  for (const char of job.id) hash = (hash * 33 + char.charCodeAt(0)) % 900_000;
  return String(100_000 + hash);
}

/** A fixture job's path on its site, after the site's own path: `/job/{id}/{words}`. */
export const pageupJobPath = (job: FixtureJob) =>
  `/job/${pageupJobId(job)}/${job.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

function renderRows(jobs: FixtureJob[], locale: string, summaries: boolean): string {
  return jobs
    .map(
      (job) => `
    <tr>
      <td><a class="job-link" href="${locale}${pageupJobPath(job)}">${escapeHtml(job.title)}</a></td>
      <td><span class="location">${escapeHtml(job.location)}</span></td>
      <td><span class="close-date"><time datetime="2030-01-31T12:00:00Z">Jan 31 2030 </time></span></td>
    </tr>
    ${summaries ? '' : '<!--'}<tr class="summary"><td colspan="3">${escapeHtml(job.title)}: a summary.</td></tr>${summaries ? '' : '-->'}`,
    )
    .join('');
}

function renderListing(jobs: FixtureJob[], locale: string, remaining: number, page: number, size: number): string {
  const more =
    remaining > 0
      ? `<p><a href="${locale}/listing/?page=${page + 1}&page-items=${size}" class="more-link button" title="More Jobs">More Jobs <span class="count">${remaining}</span></a></p>`
      : '<p></p>';
  return `<!DOCTYPE html>
<html lang="en-us"><head><meta charset="utf-8"><title>Job Postings</title></head><body>
  <h2>Search results</h2>
  <table><thead><tr><th>Position</th><th>Location</th><th>Closes</th></tr></thead>
<tbody id="search-results-content">${renderRows(jobs, locale, true)}
    </tbody>
    </table>
    ${more}
</div><div id="recent-jobs">
</div>
  <h2>Current Opportunities</h2>
  <table><thead><tr><th>Position</th><th>Location</th><th>Closes</th></tr></thead>
  <tbody id="recent-jobs-content">${renderRows(jobs, locale, false)}
    </tbody>
    </table>
    ${more}
</div>
</body></html>`;
}

function renderJobPage(job: FixtureJob, language: string): string {
  const id = pageupJobId(job);
  const apply = `https://secure.dc4.pageuppeople.com/apply/${instance}/gateway/default.aspx?c=apply&lJobID=${id}&sLanguage=${language}`;
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(job.title)}</title></head><body>
<div id="job"><div id="job-content">
<h2>${escapeHtml(job.title)}</h2>
<p>
  <span style="float:right"><a class="apply-link button" href="${escapeHtml(apply)}">Apply now</a></span>
  <b>Job no:</b> <span class="job-externalJobNo">${id}</span><br>
  ${job.employmentType ? `<b>Work type:</b> <span class="work-type">${escapeHtml(job.employmentType)}</span><br>` : ''}
  <b>Location:</b> <span class="location">${escapeHtml(job.location)}</span><br>
  ${job.department ? `<b>Categories:</b> <span class="categories">${escapeHtml(job.department)}</span><br>` : ''}
</p>
<div id="job-details">
${job.descriptionHtml}${job.salaryText ? `<p><strong>Rate</strong>: ${escapeHtml(job.salaryText)}</p>` : ''}
</div>
<p>
  <b>Advertised:</b> <span class="open-date"><time datetime="${job.postedAt.toISOString().slice(0, 10)}T12:00:00Z">${job.postedAt.toDateString()} </time></span> Eastern Daylight Time<br>
</p>
</div></div>
</body></html>`;
}
