import { describe, expect, it } from 'vitest';
import { matchReason } from './match-reason';
import { rankPostings } from './rank-postings';
import type { RankPreferences } from './ranked-posting';
import { createPosting } from '../../testing/create-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';
import type { Posting } from '../posting';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const reasonFor = (posting: Posting, preferences: Partial<RankPreferences>) =>
  rankPostings([posting], createRankPreferences(preferences), { now })[0]!.reason;

describe('matchReason', () => {
  it('joins the strongest signals, at most four', () => {
    const posting = createPosting({
      title: 'Frontend Engineer',
      remote: true,
      descriptionText: 'TypeScript, React, GraphQL and CSS.',
      salary: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
      postedAt: daysAgo(2),
    });
    const preferences = {
      titles: ['Frontend Engineer'],
      skills: ['TypeScript', 'React', 'GraphQL', 'CSS', 'Rust'],
      locations: ['Remote'],
      salaryRange: { min: 120_000, max: 180_000 },
    };
    expect(reasonFor(posting, preferences)).toBe('Title matches Frontend Engineer · 4 of 5 skills · Remote · $140k–170k');
  });

  it('names the region or the distance a place matched by', () => {
    expect(reasonFor(createPosting({ title: 'Nurse', location: 'Fresno, CA, USA', remote: false }), { locations: ['California'] })).toContain(
      'California',
    );
    expect(reasonFor(createPosting({ title: 'Nurse', location: 'Potsdam', remote: false }), { locations: ['Berlin'] })).toContain(
      'Potsdam, 27 km from Berlin',
    );
  });

  it('says what little matched for a weak match', () => {
    const posting = createPosting({ title: 'Data Analyst', descriptionText: 'SQL and Python daily.', postedAt: daysAgo(2) });
    expect(reasonFor(posting, { titles: ['Frontend Engineer'], skills: ['Python', 'SQL', 'React', 'Vue', 'CSS', 'Go'] })).toBe(
      '2 of 6 skills · Posted 2 days ago',
    );
    expect(reasonFor(createPosting({ postedAt: now }), { skills: ['Rust'] })).toBe('Posted today');
    expect(reasonFor(createPosting({ postedAt: null }), { skills: ['Rust'] })).toBe('Few matches with your preferences');
  });

  it('names a partial title match, a city and where a same-country job is', () => {
    const munich = createPosting({ title: 'Frontend Developer', location: 'Munich, Germany', postedAt: daysAgo(1) });
    expect(reasonFor(munich, { titles: ['Frontend Engineer'], locations: ['Berlin, Germany'] })).toBe(
      'Title partly matches Frontend Engineer · Munich, Germany · Posted yesterday',
    );
    const berlin = createPosting({ location: 'Berlin, Germany' });
    expect(reasonFor(berlin, { locations: ['Berlin'] })).toBe('Berlin');
  });

  it('shows pay above the range but not pay below it', () => {
    const above = createPosting({ salary: { min: 70, max: 90, currency: 'EUR', period: 'hour' } });
    const below = createPosting({ salary: { min: 40_000, max: 50_000, currency: 'GBP', period: 'year' } });
    expect(reasonFor(above, { salaryRange: { min: 60_000, max: 100_000 } })).toBe('€70–90/hr');
    expect(reasonFor(below, { salaryRange: { min: 60_000, max: 100_000 } })).toBe('Few matches with your preferences');
  });

  it('stays within 140 characters, cutting long parts and dropping the weakest ones', () => {
    const title = 'Principal Distributed Systems and Infrastructure Platform Reliability Engineer';
    const company = 'The Extraordinarily Long Named Consolidated Widget Company';
    const posting = createPosting({ title, company, remote: true, descriptionText: 'Go', postedAt: now });
    const reason = reasonFor(posting, { titles: [title], companies: [company], skills: ['Go'], locations: ['Remote'] });
    expect(reason).toBe(
      'Title matches Principal Distributed Systems and Infrastruct… · Target company The Extraordinarily Long Named Consolidated… · 1 of 1 skills',
    );
    expect(reason.length).toBeLessThanOrEqual(140);
  });

  it('reads its input from signals alone', () => {
    const [ranked] = rankPostings([createPosting({ remote: true })], createRankPreferences(), { now });
    expect(matchReason({ ...ranked!.signals, skillsMatched: ['Go'], skillsTotal: 3 }, ranked!.posting)).toBe('1 of 3 skills · Remote');
  });
});
