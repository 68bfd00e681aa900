import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { postingPreparer, preparePostings, rankPostings } from './rank-postings';

import { createPosting } from '../../testing/create-posting';
import { createRankPreferences } from '../../testing/create-rank-preferences';

import { daysAgo, ids, now, rank } from './rank-at';

describe('rankPostings filters', () => {
  const postings = [
    createPosting({ sourceId: 'title', title: 'Unpaid Internship: Designer' }),
    createPosting({ sourceId: 'company', company: 'CryptoCoin Exchange' }),
    createPosting({ sourceId: 'crypto-company', company: 'Crypto Exchange Ltd' }),
    createPosting({ sourceId: 'text', descriptionText: 'You will build our BLOCKCHAIN platform.' }),
    createPosting({ sourceId: 'tag', tags: ['Blockchain'] }),
    createPosting({ sourceId: 'clean', descriptionText: 'A calm team building accounting software.' }),
  ];

  it('drops postings with an exclude keyword in the title, company, description or tags, whole words in any case', () => {
    expect(ids(rank(postings, { excludeKeywords: ['unpaid internship', 'crypto', 'blockchain'] })).sort()).toEqual(['company', 'clean'].sort());
  });

  it('keeps only postings that contain an include keyword, when there are any', () => {
    expect(ids(rank(postings, { includeKeywords: ['accounting', 'Designer'] })).sort()).toEqual(['clean', 'title']);
    expect(rank(postings, { includeKeywords: [] })).toHaveLength(postings.length);
  });

  it('ignores keywords with no letters or digits', () => {
    expect(rank(postings, { excludeKeywords: ['!!!'], includeKeywords: ['—'] })).toHaveLength(postings.length);
  });

  it('matches Java without matching JavaScript', () => {
    const java = createPosting({ sourceId: 'java', descriptionText: 'Backend services in Java 21 and Spring.' });
    const javascript = createPosting({ sourceId: 'js', descriptionText: 'Frontend work in JavaScript and TypeScript.' });
    expect(ids(rank([java, javascript], { excludeKeywords: ['Java'] }))).toEqual(['js']);
    const [first, second] = rank([javascript, java], { skills: ['Java'] });
    expect(first!.signals.skillsMatched).toEqual(['Java']);
    expect(first!.posting.sourceId).toBe('java');
    expect(second!.signals.skillsMatched).toEqual([]);
  });
});

describe('rankPostings order', () => {
  it('breaks score ties by newest first, then title, then source id, whatever the input order', () => {
    // All within the 3 days that freshness rates the same, so every score ties.
    const postings = [
      createPosting({ sourceId: 'newer', title: 'Zebra keeper', postedAt: daysAgo(1) }),
      createPosting({ sourceId: 'b', title: 'b', postedAt: daysAgo(2) }),
      createPosting({ sourceId: 'a', title: 'A', postedAt: daysAgo(2) }),
      createPosting({ sourceId: 'z', title: 'Same', postedAt: daysAgo(2) }),
      createPosting({ sourceId: 'y', title: 'Same', postedAt: daysAgo(2) }),
    ];
    const preferences = createRankPreferences({ titles: ['Nothing Alike'] });
    expect(new Set(rankPostings(postings, preferences, { now }).map((item) => item.score)).size).toBe(1);
    fc.assert(
      fc.property(fc.shuffledSubarray(postings, { minLength: postings.length }), (shuffled) => {
        expect(ids(rankPostings(shuffled, preferences, { now }))).toEqual(['newer', 'a', 'b', 'y', 'z']);
      }),
    );
  });

  it('returns at most `limit`, the best first', () => {
    const postings = [0, 1, 2, 3].map((age) => createPosting({ sourceId: String(age), postedAt: daysAgo(age * 20) }));
    expect(ids(rank(postings, {}, 2))).toEqual(['0', '1']);
    expect(rank(postings, {}, 0)).toEqual([]);
  });

  it('always scores an integer from 0 to 100', () => {
    const text = fc.string({ maxLength: 40 });
    const posting = fc.record({
      title: text,
      company: text,
      location: text,
      remote: fc.boolean(),
      descriptionText: fc.string({ maxLength: 300 }),
      tags: fc.array(text, { maxLength: 3 }),
      salary: fc.option(
        fc.record({
          min: fc.option(fc.double()),
          max: fc.option(fc.double()),
          currency: fc.constant('USD'),
          period: fc.constantFrom('year', 'month', 'week', 'day', 'hour', null),
        }),
      ),
      seniority: fc.constantFrom('Junior', 'Mid', 'Senior', 'Exec', null),
      jobType: fc.constantFrom('Full-time', 'Part-time', 'Contract', 'Intern', null),
      postedAt: fc.option(fc.date({ noInvalidDate: false })),
    });
    const words = fc.array(text, { maxLength: 4 });
    const preferences = fc.record({
      titles: words,
      locations: words,
      skills: words,
      companies: words,
      salaryRange: fc.tuple(fc.nat(2_000_000), fc.nat(2_000_000)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
      seniority: fc.constantFrom('Junior', 'Mid', 'Senior', 'Exec'),
      jobType: fc.constantFrom('Full-time', 'Part-time', 'Contract', 'Intern'),
    });
    fc.assert(
      fc.property(fc.array(posting, { maxLength: 5 }), preferences, (overrides, chosen) => {
        for (const item of rankPostings(
          overrides.map((values, index) => createPosting({ ...values, sourceId: String(index) })),
          createRankPreferences(chosen),
          { now },
        )) {
          expect(Number.isInteger(item.score) && item.score >= 0 && item.score <= 100).toBe(true);
          expect(item.reason.length).toBeLessThanOrEqual(140);
          expect(item.reason).not.toMatch(/NaN|Infinity|undefined|null/);
        }
      }),
    );
  });
});

describe('postingPreparer', () => {
  it('prepares postings batch by batch exactly as in one batch, with the preferences compiled once', () => {
    const postings = [
      createPosting({ sourceId: 'react', title: 'React Engineer', company: 'Acme', location: 'Berlin', descriptionText: 'React and TypeScript.' }),
      createPosting({ sourceId: 'same-company', title: 'Designer', company: 'Acme', location: 'Berlin' }),
      createPosting({ sourceId: 'ruled-out', title: 'Crypto Engineer', descriptionText: 'Blockchain all day.' }),
      createPosting({ sourceId: 'remote', title: 'Frontend Developer', company: 'Globex', location: 'Remote', remote: true }),
    ];
    const preferences = createRankPreferences({ titles: ['Frontend Engineer'], skills: ['React'], excludeKeywords: ['crypto'] });
    const prepare = postingPreparer(preferences);
    const batches = postings.flatMap((posting) => prepare([posting]));
    expect(batches).toEqual(preparePostings(postings, preferences));
    expect(batches.map((item) => item.posting.sourceId)).toEqual(['react', 'same-company', 'remote']);
    // And in the other order, with the memory of the first batches: the same scores.
    expect([...postings].reverse().flatMap((posting) => prepare([posting]))).toEqual([...preparePostings(postings, preferences)].reverse());
  });
});
