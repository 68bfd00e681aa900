import type { FakeSource, FixtureJob } from './fake-source';
import { jobPostingFields } from './job-posting-markup';

// Teamtailor's job feed: `{board}.teamtailor.com/jobs.json`, served here as `/{board}/jobs.json`.
export const fakeTeamtailor: FakeSource = {
  source: 'teamtailor',
  boardSlug: (pathname) => /^\/([^/]+)\/jobs\.json$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { companyName }) => ({
    version: 'https://jsonfeed.org/version/1.1',
    title: companyName,
    items: jobs.map((job) => renderItem(job, companyName)),
  }),
};

function renderItem(job: FixtureJob, companyName: string) {
  const number = job.id.replace(/\D/g, '') || '1';
  const url = `https://fixture.teamtailor.com/jobs/${number}-${job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  // The quirk: the job is told twice, as a feed item and as the schema.org JobPosting inside it.
  return {
    id: `item-${number}`,
    title: job.title,
    url,
    date_published: job.postedAt.toISOString(),
    content_html: job.descriptionHtml,
    _jobposting: {
      '@context': 'http://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      identifier: { '@type': 'PropertyValue', name: companyName, value: Number(number) },
      datePosted: job.postedAt.toISOString(),
      ...jobPostingFields(job, 'list'),
    },
  };
}
