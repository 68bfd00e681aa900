import { escapeHtml } from '../../text/escape-html';
import type { FakeSource, FixtureJob } from './fake-source';
import { jobPostingFields } from './job-posting-markup';

// JOIN: a company's careers page `join.com/companies/{domain}[?page=N]` and a job's page
// `join.com/companies/{domain}/{idParam}`, both HTML whose `<script id="__NEXT_DATA__">` holds the page's state; a
// job's page also states the job as JSON-LD. Served here under the same paths.
const request = /^\/companies\/([^/]+)(?:\/([^/]+))?\/?$/;

export const fakeJoin: FakeSource = {
  source: 'join',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const [, slug = '', idParam] = request.exec(url.pathname) ?? [];
    if (idParam === undefined) return companyPage(jobs, companyName, slug, Number(url.searchParams.get('page') ?? '1'));
    const number = /^(\d{1,12})(?:-|$)/.exec(decodeURIComponent(idParam))?.[1];
    const job = jobs.find((candidate) => joinAdIdOf(candidate) === number);
    // A job the company does not have: JOIN answers 404.
    return job ? jobPage(job, companyName, slug) : undefined;
  },
};

/** A fixture job's number as its address names it (the quirk: not the item's id, which `itemIdOf` gives). */
export const joinAdIdOf = (job: FixtureJob) => `16${(job.id.replace(/\D/g, '') || '1').slice(-6).padStart(6, '0')}`;
const itemIdOf = (job: FixtureJob) => Number(`4${(job.id.replace(/\D/g, '') || '1').slice(-6).padStart(6, '0')}`);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** A fixture job's idParam: its number and its title's words, as JOIN's addresses end. */
export const joinIdParamOf = (job: FixtureJob) => `${joinAdIdOf(job)}-${words(job.title)}`;

// JOIN's own word for a permanent employee is "Employee" ("Angestellte/r" in German); the others are the fixture's words.
const employmentTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Employee',
  'Part-time': 'Part-time',
  Contract: 'Freelance',
  Intern: 'Internship',
};

/** JSON inside a script as Next.js writes it: "<", ">" and "&" as \u escapes, so that no value can end the script. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const nextData = (page: string, query: Record<string, string>, initialState: Record<string, unknown>) =>
  `<script id="__NEXT_DATA__" type="application/json" nonce="Zml4dHVyZQ==" crossorigin="anonymous">${scriptJson({
    props: { pageProps: { locale: 'en-us', lang: 'en', defaultLocale: 'en-us', messages: {}, isOnline: true, initialState }, __N_SSG: true },
    page,
    query,
    buildId: 'job-ad-app@v24.9.0',
  })}</script>`;

function renderItem(job: FixtureJob) {
  const parts = job.location.split(',').map((part) => part.trim());
  // The quirks: pay in cents, shown only with settings.showSalary; a remote job still names the company's office.
  return {
    id: itemIdOf(job),
    idParam: joinIdParamOf(job),
    title: job.title,
    createdAt: job.postedAt.toISOString(),
    salaryFrequency: job.salary?.period === 'hour' ? 'PER_HOUR' : 'PER_YEAR',
    ...(job.salary
      ? {
          salaryAmountFrom: { amount: job.salary.min * 100, currency: job.salary.currency },
          salaryAmountTo: { amount: job.salary.max * 100, currency: job.salary.currency },
        }
      : {}),
    workplaceType: job.remote ? 'REMOTE' : 'ONSITE',
    ...(job.remote ? { remoteType: 'ANYWHERE' } : {}),
    city: { cityName: parts[0] ?? '', countryName: parts.at(-1) ?? '' },
    ...(job.employmentType ? { employmentType: { name: employmentTypes[job.employmentType] } } : {}),
    ...(job.department ? { category: { name: job.department } } : {}),
    settings: { showSalary: Boolean(job.salary) },
  };
}

function companyPage(jobs: FixtureJob[], companyName: string, slug: string, page: number): string {
  // Every job on the first page (a fake lists its jobs at once); a later page lists none.
  const items = page === 1 ? jobs.map(renderItem) : [];
  const state = {
    company: { id: 24358, name: companyName, domain: slug, isPublic: true },
    job: null,
    jobs: { items, pagination: { page, pageCount: 1, pageSize: items.length, perPage: Math.max(5, jobs.length), total: jobs.length } },
  };
  return `<!DOCTYPE html><html lang="en"><head><title>Jobs at ${escapeHtml(companyName)}</title></head><body><div id="__next"></div>${nextData('/companies/[companySlug]', { companySlug: slug }, state)}</body></html>`;
}

function jobPage(job: FixtureJob, companyName: string, slug: string): string {
  const url = `https://join.com/companies/${slug}/${joinIdParamOf(job)}`;
  // The quirk: the JSON-LD description is escaped once more (&lt;p&gt;).
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    datePosted: job.postedAt.toISOString(),
    description: escapeHtml(job.descriptionHtml),
    hiringOrganization: { '@type': 'Organization', name: companyName, url: `https://join.com/companies/${slug}` },
    title: job.title,
    url,
    directApply: true,
    ...jobPostingFields(job, 'one'),
  };
  const state = {
    company: null,
    job: {
      ...renderItem(job),
      lastId: Number(joinAdIdOf(job)),
      company: { name: companyName, domain: slug },
      status: 'ONLINE',
      schemaDescription: job.descriptionHtml,
    },
    jobs: { items: [], pagination: { page: 1, pageCount: 0, pageSize: 0, perPage: 4, total: 0 } },
  };
  return `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(job.title)}</title><link rel="canonical" href="${url}"/><script type="application/ld+json">${scriptJson(posting)}</script></head><body><div id="__next"></div>${nextData('/companies/[companySlug]/[id]', { companySlug: slug, id: joinIdParamOf(job) }, state)}</body></html>`;
}
