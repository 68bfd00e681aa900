import type { FakeSource, FixtureJob } from './fake-source';

// A Jibe careers site, served under `/{host}/` as the employer's own host: `api/jobs?limit={size}&page={n}` (from 1), the
// JSON its pages load, each job's `data` as the recorded answers show it, with the `description` their recorders cut
// out (job-hunter-toolkit's notes); pay as numbers with a frequency, 0 where there is none; the employer's unnamed tags.
const request = /^\/([a-z0-9.-]+\.[a-z]{2,})\/api\/jobs$/i;

export const fakeJibe: FakeSource = {
  source: 'jibe',
  boardSlug: (pathname) => request.exec(pathname)?.[1] ?? null,
  body: (jobs, { url, companyName }) => {
    const [, host] = request.exec(url.pathname) ?? [];
    if (!host) return undefined;
    const size = Number(url.searchParams.get('limit') ?? 10) || 10;
    const page = Number(url.searchParams.get('page') ?? 1) || 1;
    const rows = jobs.slice((page - 1) * size, page * size);
    return { jobs: rows.map((job) => ({ data: dataOf(job, companyName) })), totalCount: jobs.length, count: jobs.length, locations: [] };
  },
};

/** A fixture job's slug on a Jibe site: its id when it is one (letters, digits, "-"), else its letters and digits. */
export const jibeJobId = (job: FixtureJob) => job.id.replace(/[^A-Za-z0-9-]/g, '') || '1';

const types: Record<string, string> = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR', Intern: 'INTERN' };

function dataOf(job: FixtureJob, companyName: string) {
  const [city = '', state = ''] = job.location.split(',').map((part) => part.trim());
  return {
    slug: jibeJobId(job),
    req_id: jibeJobId(job),
    title: job.title,
    description: job.descriptionHtml,
    city,
    state,
    country: 'United States',
    full_location: job.location,
    categories: job.department ? [{ name: job.department }] : [],
    tags1: ['Unnamed employer field'],
    employment_type: job.employmentType ? types[job.employmentType] : null,
    hiring_organization: companyName,
    posted_date: job.postedAt.toISOString().replace(/\.\d{3}Z$/, '+0000'),
    apply_url: `https://careers-fixture.icims.com/jobs/${jibeJobId(job)}/login`,
    salary_min_value: job.salary?.min ?? 0,
    salary_max_value: job.salary?.max ?? 0,
    salary_currency: job.salary?.currency ?? '',
    salary_frequency: job.salary ? (job.salary.period === 'hour' ? 'HOURLY' : 'YEARLY') : '',
  };
}
