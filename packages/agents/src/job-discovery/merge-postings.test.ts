import { describe, expect, it } from 'vitest';
import { createPosting } from '../testing/create-posting';
import { mergePostings } from './merge-postings';
import type { Posting } from './posting';

// One job seen on Remote OK; other copies of it share the fingerprint 'f1'.
const posting = (overrides: Partial<Posting>) =>
  createPosting({
    source: 'remoteok',
    sourceUrl: 'https://remoteok.com/remote-jobs/1',
    remote: true,
    descriptionText: 'Short',
    fingerprint: 'f1',
    ...overrides,
  });

describe('mergePostings', () => {
  it('keeps one copy per fingerprint with every source link, preferring the employer board', () => {
    const aggregator = posting({ postedAt: new Date('2026-11-01T00:00:00Z') });
    const board = posting({
      source: 'greenhouse',
      sourceId: '99',
      sourceUrl: 'https://boards.greenhouse.io/acme/jobs/99',
      descriptionText: 'A much longer description of the role',
      board: { provider: 'greenhouse', slug: 'acme' },
      postedAt: new Date('2026-11-03T00:00:00Z'),
      remote: false,
    });
    const other = posting({ fingerprint: 'f2', sourceId: '2', title: 'Chef' });
    const merged = mergePostings([aggregator, board, other]);
    expect(merged).toHaveLength(2);
    const job = merged.find((item) => item.fingerprint === 'f1')!;
    expect(job.source).toBe('greenhouse');
    expect(job.links.map((link) => link.label)).toEqual(['Greenhouse', 'Remote OK']);
    expect(job.postedAt?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(job.remote).toBe(true);
  });

  it('does not repeat a link seen twice', () => {
    const merged = mergePostings([posting({}), posting({})]);
    expect(merged[0]!.links).toHaveLength(1);
  });

  it('makes one result of a job one source lists again with the same place and text, and keeps other openings apart', () => {
    const board = (sourceId: string, location: string, descriptionText = 'Build our data platform.') =>
      posting({
        source: 'greenhouse',
        sourceId,
        sourceUrl: `https://boards.greenhouse.io/acme/jobs/${sourceId}`,
        location,
        remote: false,
        descriptionText,
      });
    const merged = mergePostings([
      board('1', 'Berlin, Germany'),
      board('2', 'berlin,  Germany', 'Build our  data platform.'),
      board('3', 'Berlin, Germany'),
      board('4', 'Munich, Germany'),
      board('5', 'Berlin, Germany', 'Join the payments team.'),
    ]);
    expect(merged).toHaveLength(3);
    expect(merged[0]!.links.map((link) => link.url).sort()).toEqual([
      'https://boards.greenhouse.io/acme/jobs/1',
      'https://boards.greenhouse.io/acme/jobs/2',
      'https://boards.greenhouse.io/acme/jobs/3',
    ]);
    expect(merged.slice(1).map((job) => job.sourceId)).toEqual(['4', '5']);
  });
});
