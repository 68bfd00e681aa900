import type { Posting } from '../../posting';
import type { RankPreferences } from '../ranked-posting';

// Test factories: a plain posting and empty preferences, with the values a test cares about overridden.

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

export function createRankPreferences(overrides: Partial<RankPreferences> = {}): RankPreferences {
  return {
    titles: [],
    locations: [],
    skills: [],
    companies: [],
    includeKeywords: [],
    excludeKeywords: [],
    salaryRange: { min: 0, max: 0 },
    jobType: 'Full-time',
    seniority: 'Mid',
    ...overrides,
  };
}
