import type { Posting } from '../job-discovery/posting';

/**
 * A plain normalised posting (Acme's "Software Engineer" on Greenhouse, nothing else known), with the
 * values a test cares about overridden. The fingerprint follows `sourceId`, so postings that differ by
 * id stay apart unless a test gives them one fingerprint to merge.
 */
export function createPosting(overrides: Partial<Posting> = {}): Posting {
  const sourceId = overrides.sourceId ?? '1';
  return {
    source: 'greenhouse',
    sourceId,
    sourceUrl: `https://boards.example.test/acme/jobs/${sourceId}`,
    applyUrl: null,
    title: 'Software Engineer',
    company: 'Acme',
    location: '',
    // A test that says remote means the way of working too.
    workplace: overrides.remote ? 'remote' : null,
    remote: false,
    descriptionHtml: '',
    descriptionText: '',
    qualifications: [],
    benefits: [],
    salary: null,
    jobType: null,
    seniority: null,
    postedAt: null,
    tags: [],
    department: null,
    fingerprint: `acme|software engineer|${sourceId}`,
    board: null,
    ...overrides,
  };
}
