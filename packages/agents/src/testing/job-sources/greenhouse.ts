import type { FakeSource, FixtureJob } from './fake-source';
import { escapeHtml } from '../../text/escape-html';

// Greenhouse's Job Board API: `/v1/boards/{token}/jobs?content=true` and `/v1/boards/{token}`.
export const fakeGreenhouse: FakeSource = {
  source: 'greenhouse',
  boardSlug: (pathname) => /^\/v1\/boards\/([^/]+)(?:\/jobs)?\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    if (!url.pathname.endsWith('/jobs')) return { name: companyName, content: `<p>About ${escapeHtml(companyName)}</p>` };
    const slug = fakeGreenhouse.boardSlug(url.pathname, url.searchParams) ?? 'board';
    return { jobs: jobs.map((job) => renderJob(job, slug, companyName)), meta: { total: jobs.length } };
  },
};

function renderJob(job: FixtureJob, slug: string, companyName: string) {
  const id = greenhouseId(job.id);
  return {
    id,
    internal_job_id: id + 1,
    title: job.title,
    updated_at: withOffset(job.postedAt),
    first_published: withOffset(job.postedAt),
    requisition_id: `REQ-${job.id}`,
    location: { name: job.location },
    absolute_url: `https://boards.greenhouse.io/${slug}/jobs/${id}`,
    language: 'en',
    metadata: job.employmentType ? [{ id: 1, name: 'Employment Type', value: job.employmentType, value_type: 'single_select' }] : null,
    // The quirk: Greenhouse sends its HTML entity-escaped, so "&amp;" arrives as "&amp;amp;".
    content: escapeHtml(job.descriptionHtml + payRange(job)),
    departments: job.department ? [{ id: 10, name: job.department, child_ids: [], parent_id: null }] : [],
    offices: [{ id: 20, name: job.location, location: job.location, child_ids: [], parent_id: null }],
    company_name: companyName,
  };
}

/** Greenhouse ids are numbers: numeric fixture ids are used as they are, others hashed to a stable one. */
export function greenhouseId(id: string): number {
  if (/^\d{1,15}$/.test(id)) return Number(id);
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 4_000_000_000 + hash;
}

/** The pay-transparency block Greenhouse appends to the content when a range is set. */
export function greenhousePayRange(salary: NonNullable<FixtureJob['salary']>): string {
  const amount = (value: number) => `${currencySymbols[salary.currency] ?? ''}${value.toLocaleString('en-US')}`;
  return (
    '<div class="content-pay-transparency"><div class="pay-range">' +
    `<span>${amount(salary.min)}</span><span class="divider">&mdash;</span><span>${amount(salary.max)} ${salary.currency}</span>` +
    '</div></div>'
  );
}

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: '$', AUD: '$' };

function payRange(job: FixtureJob): string {
  return job.salary ? greenhousePayRange(job.salary) : '';
}

// Greenhouse writes times in the board's zone ("2024-01-15T05:00:00-05:00").
function withOffset(date: Date): string {
  const shifted = new Date(date.getTime() - 5 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}-05:00`;
}
