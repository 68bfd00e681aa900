import type { FakeSource, FixtureJob } from './fake-source';
import { slugify } from './fixture-text';
import { greenhouseId } from './greenhouse';

// Remotive's `/api/remote-jobs`: the whole feed in one answer, led by its legal notices.
export const fakeRemotive: FakeSource = {
  source: 'remotive',
  boardSlug: () => null,
  body: (jobs) => ({
    '0-legal-notice':
      "Remotive API Legal Notice: please link back to the URL found on Remotive AND mention Remotive as a source. If you don't, we'll terminate your API access.",
    '00-warning': 'Jobs are delayed by 24 hours. Please do not request this API more than 4 times a day.',
    'job-count': jobs.length,
    'total-job-count': jobs.length,
    jobs: jobs.map(renderJob),
  }),
};

function renderJob(job: FixtureJob) {
  const id = greenhouseId(job.id);
  return {
    id,
    url: `https://remotive.com/remote-jobs/software-dev/${slugify(job.title)}-${id}`,
    title: job.title,
    company_name: job.company,
    company_logo: `https://remotive.com/job/${id}/logo`,
    category: job.department ?? 'All others',
    tags: job.tags ?? [],
    // Often not filled: an empty string, never null.
    job_type: job.employmentType ? jobTypes[job.employmentType] : '',
    // The quirk: no zone on the time; Remotive means UTC.
    publication_date: job.postedAt.toISOString().slice(0, 19),
    candidate_required_location: job.location,
    salary: job.salaryText ?? '',
    description: job.descriptionHtml,
  };
}

const jobTypes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'full_time',
  'Part-time': 'part_time',
  Contract: 'contract',
  Intern: 'internship',
};
