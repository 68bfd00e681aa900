import type { FakeSource, FixtureJob } from './fake-source';
import { tagsRemoved } from './fixture-text';

/**
 * Adzuna's search answer: plain-text snippets, the searched words wrapped in <strong> in titles,
 * ids as strings, and an Adzuna estimate (`salary_is_predicted: "1"`) where the employer gave no salary.
 */
export const fakeAdzuna: FakeSource = {
  source: 'adzuna',
  boardSlug: () => null,
  body: (jobs, { url }) => ({
    __CLASS__: 'Adzuna::API::Response::JobSearchResults',
    count: jobs.length,
    mean: 61_234.56,
    results: jobs.map((job) => renderJob(job, url)),
  }),
};

function renderJob(job: FixtureJob, url: URL) {
  const words = (url.searchParams.get('what') ?? '').split(/\s+/).filter((word) => /^\w+$/.test(word));
  return {
    __CLASS__: 'Adzuna::API::Response::Job',
    id: job.id,
    adref: 'eyJhbGciOiJIUzI1NiJ9.fake',
    title: highlight(job.title, words),
    description: snippet(job.descriptionHtml),
    created: job.postedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    redirect_url: `${url.origin}/adzuna/land/ad/${encodeURIComponent(job.id)}?se=fake&v=1`,
    company: { __CLASS__: 'Adzuna::API::Response::Company', display_name: job.company },
    location: { __CLASS__: 'Adzuna::API::Response::Location', display_name: job.location, area: ['US', ...job.location.split(', ').reverse()] },
    ...salary(job),
    ...contract(job.employmentType),
    category: { __CLASS__: 'Adzuna::API::Response::Category', label: job.department ?? 'IT Jobs', tag: 'it-jobs' },
  };
}

function salary(job: FixtureJob) {
  if (job.salary) return { salary_min: job.salary.min, salary_max: job.salary.max, salary_is_predicted: '0' };
  return { salary_min: 58_000, salary_max: 58_000, salary_is_predicted: '1' };
}

function contract(type: FixtureJob['employmentType']) {
  if (type === 'Full-time') return { contract_time: 'full_time', contract_type: 'permanent' };
  if (type === 'Part-time') return { contract_time: 'part_time', contract_type: 'permanent' };
  if (type === 'Contract') return { contract_type: 'contract' };
  return {};
}

function highlight(title: string, words: string[]): string {
  if (!words.length) return title;
  return title.replace(new RegExp(`\\b(${words.join('|')})\\b`, 'gi'), '<strong>$1</strong>');
}

// Adzuna shows about 500 characters of the description as text.
function snippet(html: string): string {
  const text = tagsRemoved(html);
  return text.length > 500 ? `${text.slice(0, 497)}...` : text;
}
