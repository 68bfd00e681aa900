import type { FakeSource, FixtureJob } from './fake-source';

// Recruitee's careers-site API: `{board}.recruitee.com/api/offers/`, served here as `/{board}/api/offers/`.
export const fakeRecruitee: FakeSource = {
  source: 'recruitee',
  boardSlug: (pathname) => /^\/([^/]+)\/api\/offers\/?$/.exec(pathname)?.[1] ?? null,
  body: (jobs, { companyName }) => ({ offers: jobs.map((job) => renderOffer(job, companyName)) }),
};

const employmentCodes: Record<NonNullable<FixtureJob['employmentType']>, string> = {
  'Full-time': 'fulltime_permanent',
  'Part-time': 'parttime_permanent',
  Contract: 'contract',
  Intern: 'internship',
};

function renderOffer(job: FixtureJob, companyName: string) {
  const parts = job.location.split(',').map((part) => part.trim());
  const slug = job.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  // The quirk: times are "YYYY-MM-DD HH:MM:SS UTC", and pay amounts are strings.
  const stamp = `${job.postedAt.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  return {
    id: Number(job.id.replace(/\D/g, '')) || job.id,
    slug,
    title: job.title,
    status: 'published',
    company_name: companyName,
    location: job.location,
    city: parts[0] ?? '',
    country: parts.at(-1) ?? '',
    remote: job.remote ?? false,
    hybrid: false,
    on_site: !job.remote,
    description: job.descriptionHtml,
    requirements: '',
    published_at: stamp,
    created_at: stamp,
    careers_url: `https://careers.example.com/o/${slug}`,
    careers_apply_url: `https://careers.example.com/o/${slug}/c/new`,
    salary: job.salary
      ? { min: String(job.salary.min), max: String(job.salary.max), currency: job.salary.currency, period: job.salary.period ?? 'year' }
      : { min: null, max: null, currency: null, period: null },
    employment_type_code: job.employmentType ? employmentCodes[job.employmentType] : null,
    department: job.department ?? null,
    tags: job.tags ?? [],
  };
}
