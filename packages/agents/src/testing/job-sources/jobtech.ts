import type { FakeSource, FixtureJob } from './fake-source';

// JobTech JobSearch: `/search?q=…&limit=…`, Platsbanken's ads with taxonomy concepts and a Swedish address.
export const fakeJobtech: FakeSource = {
  source: 'jobtech',
  boardSlug: () => null,
  body: (jobs) => ({ total: { value: jobs.length }, positions: jobs.length, hits: jobs.map(renderAd) }),
};

const hours: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'Heltid',
  'Part-time': 'Deltid',
  Contract: 'Heltid',
  Intern: 'Heltid',
};

function renderAd(job: FixtureJob) {
  const id = job.id.replace(/\D/g, '') || '1';
  const [municipality = '', region = ''] = job.location.split(',').map((part) => part.trim());
  // The quirks: dates carry no zone, the employer's name is often in capitals, places are a municipality and a county.
  return {
    id,
    headline: job.title,
    webpage_url: `https://arbetsformedlingen.se/platsbanken/annonser/${id}`,
    employer: { name: job.company, workplace: job.department ?? job.company },
    workplace_address: { municipality, region, country: 'Sverige' },
    description: { text: job.descriptionHtml.replace(/<[^>]+>/g, ''), text_formatted: job.descriptionHtml },
    publication_date: job.postedAt.toISOString().slice(0, 19),
    working_hours_type: job.employmentType ? { label: hours[job.employmentType] } : null,
    employment_type: { label: job.employmentType === 'Contract' ? 'Behovsanställning' : 'Vanlig anställning' },
    salary_description: job.salaryText ?? null,
    application_details: { url: null },
    remote_work: job.remote ?? null,
    removed: false,
  };
}
