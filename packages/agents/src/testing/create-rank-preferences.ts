import type { RankPreferences } from '../job-discovery/rank/ranked-posting';

/** Preferences that ask for nothing (no salary range either), with the values a test cares about overridden. */
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
