import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { scriptJson } from './job-posting-markup';

// Avature's careers sites answer HTML: `{tenant}.avature.net/{section}/SearchJobs/?jobOffset={n}` (the search page,
// six jobs a page here as on Ally's site, the template of the recorded one) and `/{section}/JobDetail/{words}/{id}` (a
// job's page), served here under `/{tenant}/`. Past the last job the search page says "No jobs found".
const request = /^\/([^/]+)\/((?:[^/]+\/)?[^/]+)\/(SearchJobs\/?|JobDetail\/(?:[^/]+\/)?(\d+))$/;
const pageSize = 6;

export const fakeAvature: FakeSource = {
  source: 'avature',
  boardSlug: (pathname) => {
    const match = request.exec(pathname);
    return match ? `${match[1]}/${match[2]}` : null;
  },
  body: (jobs, { url, companyName }) => {
    const [, tenant = 'fixture', section = 'careers', page = '', id] = request.exec(url.pathname) ?? [];
    const site = `https://${tenant}.avature.net/${section}`;
    if (page.startsWith('SearchJobs')) {
      const offset = Number(url.searchParams.get('jobOffset') ?? 0) || 0;
      return renderSearch(jobs.slice(offset, offset + pageSize), site, offset, jobs.length, companyName);
    }
    const job = jobs.find((candidate) => avatureJobNumber(candidate) === id);
    // A job the site does not have: the fake server answers 404.
    return job ? renderJob(job, site, companyName) : undefined;
  },
};

/** The quirk: a job is known by a number, so a fixture's id that is not one is turned into one (stable per id). */
export function avatureJobNumber(job: FixtureJob): string {
  if (/^\d{1,15}$/.test(job.id)) return job.id;
  let hash = 2166136261;
  for (const char of job.id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(100_000 + (hash % 900_000));
}

const words = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A job's page address on its site, as the search page links it: `{site}/JobDetail/{title words}/{id}`. */
export function avatureJobUrl(job: FixtureJob, site: string): string {
  return `${site}/JobDetail/${words(job.title) || 'Job'}/${avatureJobNumber(job)}`;
}

function renderSearch(jobs: FixtureJob[], site: string, offset: number, total: number, companyName: string): string {
  const pages = Array.from({ length: Math.ceil(total / pageSize) }, (_, page) =>
    page * pageSize === offset
      ? `<span class="list-controls__pagination__item paginationLink currentPageLink" aria-current="page">${page + 1}</span>`
      : `<a class="list-controls__pagination__item paginationLink" href="${site}/SearchJobs/?jobRecordsPerPage=${pageSize}&amp;jobOffset=${page * pageSize}">${page + 1}</a>`,
  );
  // Past the end, the real site's Next link still points at record 6.
  const next = offset + pageSize < total || jobs.length === 0 ? offset + pageSize : null;
  if (next !== null)
    pages.push(
      `<a class="list-controls__pagination__item paginationNextLink" href="${site}/SearchJobs/?jobRecordsPerPage=${pageSize}&amp;jobOffset=${jobs.length === 0 ? pageSize : next}">Next &gt;&gt;</a>`,
    );
  const results = jobs.length > 0 ? jobs.map((job) => renderEntry(job, site)).join('\n') : noJobs;
  return `<!DOCTYPE html>
<html lang="en"><head>
<meta property="og:url" content="${site}/SearchJobs/?jobOffset=${offset}" />
<title>Job Search &#124; ${escapeHtml(companyName)}</title>
</head><body>
<div class="list-controls__pagination">${pages.join('\n')}</div>
<div class="section__content__results">
${results}
</div>
</body></html>`;
}

const noJobs = `<article class="article article--result"><div class="article__header"><div class="article__header__text">
<h3 class="article__header__text__title article__header__text__title--6">No jobs found</h3></div></div></article>`;

function renderEntry(job: FixtureJob, site: string): string {
  const url = avatureJobUrl(job, site);
  const title = escapeHtml(job.title);
  const day = job.postedAt;
  const posted = `${monthNames[day.getUTCMonth()]}-${String(day.getUTCDate()).padStart(2, '0')}-${day.getUTCFullYear()}`;
  // The quirk: one unclassed <span> per value, the place in parts, then the employer's own "Ref #" (not the id).
  const spans = [
    ...job.location
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    `Ref #R${job.id}`,
  ]
    .map((value) => `<span>${escapeHtml(value)}</span>`)
    .join('\n , ');
  return `<article class="article article--result">
  <div class="article__header"><div class="article__header__text">
    <h3 class="article__header__text__title article__header__text__title--4"><a href="${url}">${title}</a></h3>
    <div class="article__header__text__subtitle">${spans} . <span>Posted ${posted}</span></div>
  </div>
  <div class="article__header__actions">
    <a class="button button--secondary" aria-label="apply to ${title}" href="${site}/ApplicationMethods?jobId=${avatureJobNumber(job)}">Apply</a>
    <a class="shareButton shareButton--email" href="mailto:?subject=${encodeURIComponent(job.title)}&amp;body=${encodeURIComponent(url)}"><span>Email</span></a>
  </div></div>
  <div class="article__content">${escapeHtml(job.title)} at ${escapeHtml(job.company)}...</div>
</article>`;
}

/**
 * A job's page: its details as the site shows them (label and value rows, then the description), and a schema.org
 * JobPosting. Whether Avature's own pages carry one is not in the recordings; the adapter reads it when one is there.
 */
function renderJob(job: FixtureJob, site: string, companyName: string): string {
  const url = avatureJobUrl(job, site);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt.toISOString().slice(0, 10),
    hiringOrganization: { '@type': 'Organization', name: companyName },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location } },
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    url,
  };
  return `<!DOCTYPE html>
<html lang="en"><head>
<title>${escapeHtml(job.title)} &#124; ${escapeHtml(companyName)}</title>
<script type="application/ld+json">${scriptJson(posting)}</script>
</head><body>
<article class="article article--details"><div class="article__content">
  <div class="article__content__view__field"><div class="article__content__view__field__label">Location</div>
  <div class="article__content__view__field__value">${escapeHtml(job.location)}</div></div>
  <div class="article__content__view__field"><div class="article__content__view__field__label">Ref #</div>
  <div class="article__content__view__field__value">R${escapeHtml(job.id)}</div></div>
</div></article>
<article class="article article--details"><div class="article__content">
  <div class="article__content__view__field"><div class="article__content__view__field__value">${job.descriptionHtml}</div></div>
</div></article>
<a class="button" href="${site}/ApplicationMethods?jobId=${avatureJobNumber(job)}">Apply</a>
</body></html>`;
}
