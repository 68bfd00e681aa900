import type { FakeSource, FixtureJob } from './fake-source';
import { slugify, tagsRemoved } from './fixture-text';
import { greenhouseId } from './greenhouse';

// Jobicy's `/api/v2/remote-jobs?count=50`: the jobs wrapped in API metadata.
export const fakeJobicy: FakeSource = {
  source: 'jobicy',
  boardSlug: () => null,
  body: (jobs) => ({
    apiVersion: '2',
    documentationUrl: 'https://jobicy.com/jobs-rss-feed',
    friendlyNotice: 'Please link back to Jobicy and mention Jobicy as the source. Do not fetch this feed more than once an hour.',
    jobCount: jobs.length,
    xRayHash: 'fake-xray',
    clientKey: 'fake-client',
    lastUpdate: jobs.length ? jobicyDate(jobs[0]!.postedAt) : null,
    jobs: jobs.map(renderJob),
  }),
};

function renderJob(job: FixtureJob) {
  const id = greenhouseId(job.id);
  const slug = `${slugify(job.title)}-${id}`;
  const salary = job.salary && (job.salary.period ?? 'year') === 'year' ? job.salary : undefined;
  return {
    id,
    url: `https://jobicy.com/jobs/${slug}`,
    jobSlug: slug,
    // The quirk: plain-text fields arrive HTML-escaped ("Sales &amp; Marketing").
    jobTitle: escapeText(job.title),
    companyName: escapeText(job.company),
    companyLogo: `https://jobicy.com/data/server-nyc0409/galaxy/mercury/2024/01/${id}.png`,
    jobIndustry: job.department ? [escapeText(job.department)] : [],
    jobType: job.employmentType ? [jobTypes[job.employmentType]] : [],
    jobGeo: job.location,
    jobLevel: 'Any',
    jobExcerpt: tagsRemoved(job.descriptionHtml).slice(0, 150),
    jobDescription: job.descriptionHtml,
    pubDate: jobicyDate(job.postedAt),
    ...(salary && { annualSalaryMin: salary.min, annualSalaryMax: salary.max, salaryCurrency: salary.currency }),
  };
}

const jobTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Full-Time',
  'Part-time': 'Part-Time',
  Contract: 'Contract',
  Intern: 'Internship',
};

// "2024-01-15 10:11:12", UTC.
function jobicyDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;');
}
