import { describe, expect, it } from 'vitest';
import { jobSourceUserAgent } from './user-agent';

describe('jobSourceUserAgent', () => {
  it('names Seeker and where to reach the project', () => {
    expect(jobSourceUserAgent('https://example.org/seeker')).toBe('Seeker/1.0 (job-search assistant; +https://example.org/seeker)');
    expect(jobSourceUserAgent('https://example.org', '2.1')).toBe('Seeker/2.1 (job-search assistant; +https://example.org)');
  });
});
