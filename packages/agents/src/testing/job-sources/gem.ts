import type { FakeSource, FixtureJob } from './fake-source';

// Gem's Job Board API: `api.gem.com/job_board/v0/{board}/job_posts/`, served here as `/job_board/v0/{board}/job_posts/`.
export const fakeGem: FakeSource = {
  source: 'gem',
  boardSlug: (pathname) => /^\/job_board\/v0\/([^/]+)\/job_posts\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { url }) => {
    const board = /^\/job_board\/v0\/([^/]+)\//.exec(url.pathname)?.[1] ?? 'fixture';
    return jobs.map((job) => renderPost(job, board));
  },
};

const types: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'full_time',
  'Part-time': 'part_time',
  Contract: 'contract',
  Intern: 'intern',
};

/** A fixture job's id as Gem's: digits. */
export const gemId = (job: FixtureJob) => job.id.replace(/\D/g, '') || '1';

function renderPost(job: FixtureJob, board: string) {
  // The quirks: pay only in the description (as its salaryText, when it has one), and Gem's own way-of-working words.
  const pay = job.salaryText ? `<p>Compensation: ${job.salaryText}</p>` : '';
  return {
    absolute_url: `https://jobs.gem.com/${board}/${gemId(job)}`,
    content: `${job.descriptionHtml}${pay}`,
    content_plain: '',
    created_at: job.postedAt.toISOString(),
    first_published_at: job.postedAt.toISOString(),
    updated_at: job.postedAt.toISOString(),
    departments: job.department ? [{ child_ids: [], id: '1', name: job.department, parent_id: null }] : [],
    employment_type: job.employmentType ? types[job.employmentType] : null,
    id: gemId(job),
    internal_job_id: `i${gemId(job)}`,
    location: { name: job.location },
    location_type: job.remote ? 'remote' : 'in_office',
    offices: [],
    requisition_id: job.id,
    title: job.title,
  };
}
