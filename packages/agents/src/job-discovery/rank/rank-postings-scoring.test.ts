import { describe, expect, it } from 'vitest';

import { rankPostings } from './rank-postings';

import { createPosting } from '../../testing/create-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';

import { daysAgo, ids, now, rank } from './rank-at';

describe('rankPostings scoring', () => {
  it('scores the fitting posting high with what matched in its signals and reason', () => {
    const fitting = createPosting({
      sourceId: 'fit',
      title: 'Senior Frontend Engineer',
      company: 'Stripe, Inc.',
      remote: true,
      location: 'Remote',
      descriptionText: 'Build our dashboard with TypeScript, React.js and GraphQL. Some CSS.',
      qualifications: ['5+ years of TypeScript'],
      tags: ['Accessibility'],
      salary: { min: 140_000, max: 170_000, currency: 'USD', period: 'year' },
      seniority: 'Senior',
      jobType: 'Full-time',
      postedAt: daysAgo(1),
    });
    const [ranked] = rank([fitting], {
      titles: ['Frontend Engineer'],
      skills: ['TypeScript', 'React', 'GraphQL', 'Accessibility', 'Rust'],
      locations: ['Remote', 'Berlin'],
      companies: ['Stripe'],
      salaryRange: { min: 120_000, max: 180_000 },
      seniority: 'Senior',
    });
    expect(ranked!.signals).toMatchObject({
      titleMatch: 'Frontend Engineer',
      titleMatchKind: 'exact',
      // Asked for in its requirements and tags; React and GraphQL only in its prose count half and go unnamed.
      skillsMatched: ['TypeScript', 'Accessibility'],
      skillsTotal: 5,
      remote: true,
      locationMatch: 'Remote',
      seniority: 'equal',
      jobTypeMatch: true,
      salaryOverlap: true,
      companyMatch: 'Stripe',
      ageDays: 1,
    });
    expect(ranked!.score).toBe(90); // skills (2 + 2 × ½) of 5: 100 − 25 × 0.4
    expect(ranked!.reason).toBe('Title matches Frontend Engineer · Target company Stripe · 2 of 5 skills · Remote');
  });

  it('grades title matches: exact phrase, all words, some words, none; seniority words aside', () => {
    const titles = ['Frontend Engineer II', 'Engineer, Frontend Platform', 'Frontend Developer', 'Data Analyst'];
    const ranked = rank(
      titles.map((title, index) => createPosting({ sourceId: String(index), title })),
      { titles: ['Senior Frontend Engineer'] },
    );
    expect(ranked.map((item) => [item.posting.title, item.signals.titleMatchKind, item.signals.shares.title])).toEqual([
      ['Frontend Engineer II', 'exact', 1],
      ['Engineer, Frontend Platform', 'all-words', 0.8],
      // The core word "frontend" counts twice the generic "engineer": ½ × 2/3.
      ['Frontend Developer', 'partial', 1 / 3],
      ['Data Analyst', null, 0],
    ]);
  });

  it('reads a title written for both genders, or in the feminine, as the one title it is', () => {
    const titles = ['Sachbearbeiter/-in Administration (w/m/d)', 'Kaufmann EFZ', 'Oberarzt Kinderchirurgie', 'Admin Assistant'];
    const ranked = rank(
      titles.map((title, index) => createPosting({ sourceId: String(index), title })),
      { titles: ['Sachbearbeiterin Administration', 'Kauffrau', 'Oberärztin:arzt Kinderchirurgie'] },
    );
    expect(ranked.map((item) => [item.posting.title, item.signals.titleMatchKind])).toEqual([
      ['Kaufmann EFZ', 'exact'],
      ['Oberarzt Kinderchirurgie', 'exact'],
      ['Sachbearbeiter/-in Administration (w/m/d)', 'exact'],
      ['Admin Assistant', null],
    ]);
    // What only looks like a gender mark is the job's own: an English title keeps every word.
    const english = rank(
      ['Software Engineer (AI/ML)', 'Test Engineer (QA/QC)', 'Windows/OS Engineer'].map((title, index) =>
        createPosting({ sourceId: String(index), title }),
      ),
      { titles: ['AI/ML Engineer', 'QA Engineer', 'OS Engineer'] },
    );
    expect(english.map((item) => [item.posting.title, item.signals.titleMatchKind])).toEqual([
      ['Windows/OS Engineer', 'exact'],
      ['Software Engineer (AI/ML)', 'all-words'],
      ['Test Engineer (QA/QC)', 'all-words'],
    ]);
  });

  it('gives full seniority credit to the same level, a quarter less for each half level off, a little when unknown', () => {
    const levels = ['Senior', 'Exec', 'Mid', 'Junior', null] as const;
    const ranked = rank(
      levels.map((seniority, index) => createPosting({ sourceId: String(index), seniority })),
      { seniority: 'Senior' },
    );
    expect(ranked.map((item) => [item.posting.seniority, item.signals.seniority, item.signals.shares.seniority])).toEqual([
      ['Senior', 'equal', 1],
      ['Mid', 'adjacent', 0.5],
      [null, null, 0.3],
      ['Exec', 'other', 0],
      ['Junior', 'other', 0],
    ]);
  });

  it('reads finer levels from the title: Staff a half level above Senior, Principal a whole, an internship below Junior', () => {
    const titles = ['Staff Frontend Engineer', 'Principal Frontend Engineer', 'Frontend Engineer', 'Frontend Engineering Intern'];
    const ranked = rank(
      titles.map((title, index) => createPosting({ sourceId: String(index), title, jobType: title.includes('Intern') ? 'Intern' : 'Full-time' })),
      { titles: ['Frontend Engineer'], seniority: 'Mid' },
    );
    expect(ranked.map((item) => [item.posting.title, item.signals.shares.seniority])).toEqual([
      ['Frontend Engineer', 0.3],
      ['Staff Frontend Engineer', 0.25],
      ['Principal Frontend Engineer', 0],
      ['Frontend Engineering Intern', 0],
    ]);
  });

  it('never lets a posting of another line of work, two levels off, an internship or an unreachable place outrank one that fits', () => {
    const fits = createPosting({ sourceId: 'fits', title: 'Frontend Engineer', location: 'Remote', remote: true, descriptionText: 'Plain.' });
    const others = [
      createPosting({
        sourceId: 'sales',
        title: 'Sales Manager',
        location: 'Remote',
        remote: true,
        descriptionText: 'Sell our React and TypeScript dashboard.',
        tags: ['React', 'TypeScript'],
      }),
      createPosting({
        sourceId: 'intern',
        title: 'Frontend Engineering Intern',
        jobType: 'Intern',
        location: 'Remote',
        remote: true,
        tags: ['React', 'TypeScript'],
      }),
      createPosting({ sourceId: 'onsite', title: 'Frontend Engineer', location: 'Mountain View, CA', remote: false, tags: ['React', 'TypeScript'] }),
      createPosting({ sourceId: 'hungary', title: 'Frontend Engineer', location: 'Hungary', remote: true, tags: ['React', 'TypeScript'] }),
    ];
    for (const other of others) {
      const preferences = {
        titles: ['Frontend Engineer'],
        skills: ['React', 'TypeScript'],
        locations: [other.sourceId === 'hungary' ? 'New York' : 'Remote'],
        seniority: 'Mid' as const,
      };
      const ranked = rank([other, { ...fits, location: other.sourceId === 'hungary' ? 'Remote - US' : 'Remote' }], preferences);
      expect(
        ranked.map((item) => item.posting.sourceId),
        other.sourceId,
      ).toEqual(['fits', other.sourceId]);
    }
  });

  it('ranks a remote posting first for a Remote user, and above a posting elsewhere for a city user', () => {
    const remote = createPosting({ sourceId: 'remote', remote: true, location: 'Remote' });
    const berlin = createPosting({ sourceId: 'berlin', location: 'Berlin, Germany' });
    const paris = createPosting({ sourceId: 'paris', location: 'Paris, France' });
    expect(ids(rank([paris, berlin, remote], { locations: ['Remote'] }))[0]).toBe('remote');
    expect(ids(rank([paris, remote, berlin], { locations: ['Berlin'] }))).toEqual(['berlin', 'remote', 'paris']);
  });

  it('keeps a dimension neutral when the user states nothing in it', () => {
    const [ranked] = rank([createPosting({ title: 'Anything', company: 'Anyone' })], {});
    expect(ranked!.signals.shares).toMatchObject({ title: 0.5, skills: 0.5, location: 0.5, company: 0.5, salary: 0.5 });
  });

  it('decays freshness from full at 3 days to nothing at 60', () => {
    const ages = [0, 3, 31.5, 60, 400];
    const ranked = rank(
      ages.map((age) => createPosting({ sourceId: String(age), postedAt: daysAgo(age) })),
      {},
    );
    expect(ranked.map((item) => item.signals.shares.freshness)).toEqual([1, 1, 0.5, 0, 0]);
    expect(rank([createPosting({ postedAt: new Date('nonsense') })], {})[0]!.signals).toMatchObject({ ageDays: null, shares: { freshness: 0.2 } });
    const [withBadClock] = rankPostings([createPosting({ postedAt: now })], createRankPreferences(), { now: new Date('nonsense') });
    expect(withBadClock!.signals).toMatchObject({ ageDays: null, shares: { freshness: 0.2 } });
  });

  it('puts a posting over a year old below fresh ones that fit as well, and says why first', () => {
    const preferences = { titles: ['Frontend Engineer'], skills: ['React'] };
    const old = createPosting({ sourceId: 'old', title: 'Frontend Engineer', descriptionText: 'React', postedAt: daysAgo(1_051) });
    const fresh = Array.from({ length: 12 }, (_, index) =>
      createPosting({
        sourceId: `fresh-${index}`,
        title: index % 2 ? 'Frontend Engineer' : 'Frontend Engineer (React)',
        postedAt: daysAgo(10 + index),
      }),
    );
    const ranked = rank([old, ...fresh], preferences);
    // Under every fresh posting of the same title, whatever their skills.
    expect(ids(ranked).at(-1)).toBe('old');
    expect(ranked.find((item) => item.posting.sourceId === 'old')!.reason).toMatch(/^Posted over a year ago: it may be closed · Title matches/);
    // At 365 days it is old, not outdated.
    expect(rank([createPosting({ postedAt: daysAgo(365) })], {})[0]!.reason).not.toContain('over a year');
  });
});
