import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { slugify, tagsRemoved } from './fixture-text';
import { jobPostingFields, scriptJson } from './job-posting-markup';

// iCIMS's classic careers portal: `{board}.icims.com/jobs/search?ss=1&pr={page}&in_iframe=1` (20 job cards a page,
// a <link rel="next"> while more follow) and `/jobs/{id}/job?in_iframe=1` (one job's page, its JobPosting as
// JSON-LD), served here under `/{board}/`. The markup is a US portal's (careers-gdms.icims.com, recorded).
const request = /^\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/jobs\/(?:search|(\d{1,12})(?:\/[^/]+)?\/job)$/i;

/** Cards on one page of the fake's search, as on the real portals. */
export const icimsPageSize = 20;

export const fakeIcims: FakeSource = {
  source: 'icims',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const [, board = 'fixture', id] = request.exec(url.pathname) ?? [];
    if (id === undefined) return searchPage(jobs, board.toLowerCase(), companyName, Number(url.searchParams.get('pr') ?? 0));
    const job = jobs.find((candidate) => icimsJobNumber(candidate) === id);
    // A job the portal does not have: the fake server answers 404.
    return job ? jobPage(job, board.toLowerCase(), companyName) : undefined;
  },
};

/** A fixture job's id as iCIMS's numeric job id: its digits, or a number made from it when it has none. */
export function icimsJobNumber(job: FixtureJob): string {
  const digits = job.id.replace(/\D/g, '').replace(/^0+/, '').slice(-12);
  if (digits) return digits;
  let hash = 7;
  for (const character of job.id) hash = (hash * 31 + character.charCodeAt(0)) % 1_000_000_007;
  return String(hash);
}

/** Where a fixture job's page is on the real portal (`/jobs/{id}/{title words}/job`). */
export const icimsJobUrl = (job: FixtureJob, board: string) => `https://${board}.icims.com/jobs/${icimsJobNumber(job)}/${slugify(job.title)}/job`;

/** "7/28/2026 2:40 PM": a US portal's stamp (month first, a 12-hour clock, no zone). */
function stamp(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

function searchPage(jobs: FixtureJob[], board: string, companyName: string, page: number): string {
  const origin = `https://${board}.icims.com`;
  const shown = jobs.slice(page * icimsPageSize, (page + 1) * icimsPageSize);
  const more = (page + 1) * icimsPageSize < jobs.length;
  const company = escapeHtml(companyName);
  return `<!doctype html><html lang="en-US" >
<head>
<title>Job Listings at ${company}</title>
<meta name="description" content="View all current positions at ${company} across all categories and locations. See a position you like? Contact us and apply today!"/>
<meta name="robots" content="noindex,follow">
<link rel="canonical" href="${origin}/jobs/search?pr=${page}" />
${more ? `<link rel="next" href="${origin}/jobs/search?pr=${page + 1}&amp;in_iframe=1" />` : ''}
</head>
<body>
<div class="iCIMS_MainWrapper iCIMS_ListingsPage">
<ul class="container-fluid iCIMS_JobsTable">
${shown.map((job) => card(job, board)).join('\n')}
</ul>
</div>
</body></html>`;
}

function card(job: FixtureJob, board: string): string {
  const id = icimsJobNumber(job);
  const title = escapeHtml(job.title);
  const posted = stamp(job.postedAt);
  const fields = [
    ['ID', `${job.postedAt.getUTCFullYear()}-${id}`],
    ...(job.department ? [['Category', escapeHtml(job.department)]] : []),
    ...(job.employmentType ? [['Position Type', job.employmentType]] : []),
  ];
  return `<li class="iCIMS_JobCardItem">
<div class="row">
<div class="col-xs-6 header left">
<span class="sr-only field-label">Job Locations</span>
<span >
${escapeHtml(job.location)}</span>
</div>
<div class="col-xs-6 header right">
<span class="sr-only field-label">Posted Date</span>
<span title="${posted}">
${posted}<span class="sr-only">(${posted})</span></span>
</div>
<div class="col-xs-12 title">
<a href="${icimsJobUrl(job, board)}?in_iframe=1" class="iCIMS_Anchor" title="${id} - ${title}">
<span class="sr-only field-label">Title</span>
<h3 >
${title}</h3>
</a>
</div>
<div class="col-xs-12 description">
${tagsRemoved(job.descriptionHtml)}</div>
<div class="col-xs-12 additionalFields">
<dl class="iCIMS_JobHeaderGroup">
${fields
  .map(
    ([label, value]) => `<div class="iCIMS_JobHeaderTag">
<dt class="iCIMS_JobHeaderField">${label}</dt>
<dd class="iCIMS_JobHeaderData"><span >
${value}</span>
</dd>
</div>`,
  )
  .join('\n')}
</dl>
</div>
</div>
</li>`;
}

/** The job's page: its JobPosting as JSON-LD, "<" escaped as sites escape it so no description can end the script. */
function jobPage(job: FixtureJob, board: string, companyName: string): string {
  const posting = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString(),
    url: icimsJobUrl(job, board),
    identifier: { '@type': 'PropertyValue', name: companyName, value: `${job.postedAt.getUTCFullYear()}-${icimsJobNumber(job)}` },
    hiringOrganization: { '@type': 'Organization', name: companyName },
    ...(job.department ? { occupationalCategory: job.department } : {}),
    ...jobPostingFields(job, 'one'),
  };
  return `<!doctype html><html lang="en-US" >
<head>
<title>${escapeHtml(job.title)} in ${escapeHtml(job.location)} | ${escapeHtml(companyName)}</title>
<meta name="robots" content="noindex,follow">
<script type="application/ld+json">${scriptJson(posting)}</script>
</head>
<body>
<div class="iCIMS_MainWrapper iCIMS_JobPage">
<h1 class="iCIMS_Header">${escapeHtml(job.title)}</h1>
<div class="iCIMS_InfoMsg iCIMS_InfoMsg_Job">${job.descriptionHtml}</div>
</div>
</body></html>`;
}
