import { describe, expect, it } from 'vitest';
import { createPosting } from '../testing/create-posting';
import { createRankPreferences } from '../testing/create-rank-preferences';
import { gatherPlaces } from './gather-places';
import { mergePostings } from './merge-postings';
import { postingFingerprint } from './normalize/fingerprint';
import type { Posting } from './posting';
import { rankPostings } from './rank/rank-postings';

const now = new Date('2026-11-23T12:00:00Z');
const job = (sourceId: string, overrides: Partial<Posting>) => {
  const posting = createPosting({ source: 'ashby', sourceId, company: 'Acme', title: 'Account Executive', ...overrides });
  return { ...posting, fingerprint: postingFingerprint(posting.company, posting.title, posting.location, posting.remote) };
};
const rankAll = (postings: Posting[]) =>
  gatherPlaces(rankPostings(mergePostings(postings), createRankPreferences({ titles: ['Account Executive'] }), { now }));

describe('gatherPlaces', () => {
  it('shows one job in several places as one result listing each place with its pay, never one place hiding another', () => {
    const us = job('1', {
      location: 'Remote - US',
      remote: true,
      workplace: 'remote',
      salary: { min: 89_000, max: 89_000, currency: 'USD', period: 'year' },
    });
    const uk = job('2', {
      location: 'Remote - UK',
      remote: true,
      workplace: 'remote',
      salary: { min: 70_000, max: 70_000, currency: 'GBP', period: 'year' },
    });
    const london = job('3', { title: 'Account Executive - London', location: 'London', workplace: 'hybrid' });
    // Same fingerprint ("remote") but one source lists them apart: both places survive the merge.
    expect(us.fingerprint).toBe(uk.fingerprint);
    const results = rankAll([us, uk, london]);
    expect(results).toHaveLength(1);
    const [first] = results;
    expect([first!.posting.location, ...first!.posting.places.map((place) => `${place.location} · ${place.salary} · ${place.workplace}`)]).toEqual([
      'Remote - US',
      'Remote - UK · £70k · remote',
      'London ·  · hybrid',
    ]);
  });

  it('gathers remote postings whose title names their city', () => {
    const results = rankAll([
      job('1', { title: 'Account Executive - Hamburg', location: 'Hamburg, Germany', remote: true, workplace: 'remote' }),
      job('2', { title: 'Account Executive - Stuttgart', location: 'Stuttgart, Germany', remote: true, workplace: 'remote' }),
      job('3', { title: 'Account Executive - Munich', location: 'Munich, Germany', workplace: 'onsite' }),
    ]);
    expect(results).toHaveLength(1);
    expect(results[0]!.posting.places.map((place) => place.location)).toEqual(expect.arrayContaining(['Stuttgart, Germany', 'Munich, Germany']));
  });

  it('keeps other jobs and other openings of one title in one place apart', () => {
    const results = rankAll([
      job('1', { location: 'New York' }),
      job('2', { location: 'New York', descriptionText: 'Another team' }),
      job('3', { title: 'Sales Engineer', location: 'Boston' }),
    ]);
    expect(results.map((item) => [item.posting.sourceId, item.posting.places.length])).toEqual([
      ['1', 0],
      ['2', 0],
      ['3', 0],
    ]);
  });

  it('lists a job in thirteen cities once', () => {
    const cities = [
      'Austin',
      'Boston',
      'Chicago',
      'Denver',
      'Miami',
      'Seattle',
      'Atlanta',
      'Dallas',
      'Houston',
      'Phoenix',
      'Portland',
      'Nashville',
      'Raleigh',
    ];
    const results = rankAll(cities.map((city, index) => job(String(index), { location: city })));
    expect(results).toHaveLength(1);
    expect(results[0]!.posting.places).toHaveLength(12);
  });
});
