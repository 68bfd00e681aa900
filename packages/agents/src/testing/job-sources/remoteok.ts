import type { FakeSource, FixtureJob } from './fake-source';
import { slugify } from './fixture-text';

// Remote OK's `/api`: an array that leads with its legal notice, then the jobs.
export const fakeRemoteok: FakeSource = {
  source: 'remoteok',
  boardSlug: () => null,
  body: (jobs) => [
    {
      last_updated: Math.floor(Math.max(0, ...jobs.map((job) => job.postedAt.getTime())) / 1000),
      legal:
        "API Terms of Service: Please link back to the URL on Remote OK and mention Remote OK as a source, so we get traffic back from your site. If you do not we'll have to suspend API access.",
    },
    ...jobs.map(renderJob),
  ],
};

function renderJob(job: FixtureJob, index: number) {
  const id = /^\d+$/.test(job.id) ? job.id : String(1_000_000 + index);
  const slug = `remote-${slugify(job.title)}-${slugify(job.company)}-${id}`;
  const salary = yearlyDollars(job.salary);
  return {
    slug,
    // The quirks: the id is a string of digits, and both an epoch in seconds and an ISO date are given.
    id,
    epoch: Math.floor(job.postedAt.getTime() / 1000),
    date: `${job.postedAt.toISOString().slice(0, 19)}+00:00`,
    company: job.company,
    company_logo: '',
    position: job.title,
    tags: job.tags ?? [],
    logo: '',
    description: job.descriptionHtml,
    location: job.location,
    // 0 and 0 when no salary is given.
    salary_min: salary?.min ?? 0,
    salary_max: salary?.max ?? 0,
    apply_url: `https://remoteOK.com/l/${id}`,
    url: `https://remoteOK.com/remote-jobs/${slug}`,
  };
}

// Remote OK only has fields for US dollars a year; any other salary is not shown there.
function yearlyDollars(salary: FixtureJob['salary']) {
  return salary && salary.currency === 'USD' && (salary.period ?? 'year') === 'year' ? salary : undefined;
}
