import type { SavedJob } from '@seeker/contract';

/** A job as the API returns it; tests override what they look at. */
export function createSavedJob(overrides: Partial<SavedJob> = {}): SavedJob {
  const index = overrides.listingNumber ?? 1;
  const id = overrides.id ?? `job-session-00000000-0000-4000-8000-000000000001-${index - 1}`;
  return {
    id,
    jobId: id,
    sessionId: 'session-00000000-0000-4000-8000-000000000001',
    listingNumber: index,
    title: `Frontend Engineer ${index}`,
    company: 'Acme Robotics',
    location: 'Berlin',
    salary: '$140k–170k',
    salaryRange: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
    datePosted: '2026-11-20T10:00:00.000Z',
    datePostedStated: true,
    description: 'Build our robot fleet UI with React and TypeScript.',
    descriptionHtml: '<p>Build our robot fleet UI with React and TypeScript.</p>',
    qualifications: ['5+ years of React', 'TypeScript in production'],
    benefits: [],
    jobLink: 'https://boards.example/acme/1',
    easyApply: false,
    favorite: false,
    status: 'new',
    statusHistory: [{ status: 'new', at: '2026-11-21T10:00:00.000Z' }],
    remote: false,
    workplace: null,
    places: [],
    jobType: 'Full-time',
    seniority: 'Mid',
    source: 'greenhouse',
    sourceLabel: 'Greenhouse',
    sourceUrl: 'https://boards.example/acme/1',
    appliedWith: null,
    sources: [{ source: 'greenhouse', label: 'Greenhouse', url: 'https://boards.example/acme/1' }],
    matchScore: 80,
    matchReason: 'Title matches "Frontend Engineer"',
    ranked: true,
    ...overrides,
  };
}
