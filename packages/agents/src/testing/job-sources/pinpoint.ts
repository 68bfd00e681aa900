import type { FakeSource, FixtureJob } from './fake-source';

// Pinpoint's careers-site list: `{board}.pinpointhq.com/postings.json`, served here as `/{board}/postings.json`.
export const fakePinpoint: FakeSource = {
  source: 'pinpoint',
  boardSlug: (pathname) => /^\/([^/]+)\/postings\.json$/.exec(pathname)?.[1] ?? null,
  body: (jobs) => ({ data: jobs.map(renderPosting) }),
};

const types: Record<NonNullable<FixtureJob['employmentType']>, [string, string]> = {
  'Full-time': ['permanent_full_time', 'Permanent - Full Time'],
  'Part-time': ['permanent_part_time', 'Permanent - Part Time'],
  Contract: ['fixed_term', 'Fixed Term'],
  Intern: ['internship', 'Internship'],
};

/** A fixture job's id as a UUID, as Pinpoint's addresses end. */
export const pinpointUuid = (job: FixtureJob) => `00000000-0000-4000-8000-${(job.id.replace(/[^0-9a-f]/gi, '') || '0').padStart(12, '0').slice(-12)}`;

function renderPosting(job: FixtureJob) {
  const [city = '', province = ''] = job.location.split(',').map((part) => part.trim());
  const uuid = pinpointUuid(job);
  const [type, typeText] = job.employmentType ? types[job.employmentType] : [null, null];
  // The quirks: pay as floats, shown only when visible; ids as strings; the description in sections.
  return {
    id: job.id,
    title: job.title,
    url: `https://fixture.pinpointhq.com/en/postings/${uuid}`,
    path: `/en/postings/${uuid}`,
    description: job.descriptionHtml,
    key_responsibilities_header: 'Key Responsibilities',
    key_responsibilities: null,
    compensation: job.salaryText ?? null,
    compensation_minimum: job.salary ? job.salary.min : null,
    compensation_maximum: job.salary ? job.salary.max : null,
    compensation_currency: job.salary?.currency ?? null,
    compensation_frequency: job.salary ? (job.salary.period ?? 'year') : null,
    compensation_visible: Boolean(job.salary),
    deadline_at: null,
    employment_type: type,
    employment_type_text: typeText,
    workplace_type: job.remote ? 'remote' : 'onsite',
    workplace_type_text: job.remote ? 'Fully remote' : 'On-site',
    job: { id: `j${job.id}`, requisition_id: `FIX-${job.id}`, department: job.department ? { id: '1', name: job.department } : null },
    location: { id: '1', city, name: job.remote ? 'Remote' : city, postal_code: '', province, street_address: null },
  };
}
