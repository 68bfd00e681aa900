import { describe, expect, it } from 'vitest';
import { loadRelevancePostings, loadRelevanceProfiles } from '../testing/relevance-set/load-relevance-set';
import { createPhraseMatcher } from './phrase-matcher';
import { createTermReader } from './text-terms';
import { indexOfTerms, phraseTerms, tokenize, toTerms } from './tokenize';

// Every text of 967 real postings (stapply-ai/ats-scrapers at 43ece6f, see ORIGIN.md) and the phrases of
// five real profiles plus a few common ones, checked against reading each text's terms afresh.
const texts = loadRelevancePostings().flatMap(({ job }) => Object.values(job).filter((value): value is string => typeof value === 'string'));
const phrases = [
  ...new Set([
    ...loadRelevanceProfiles().flatMap(({ preferences }) => [...preferences.titles, ...preferences.skills, ...preferences.locations]),
    'machine learning',
    'Node.js',
    'C++',
    'CI/CD',
    'remote',
    'New York',
    'full stack',
    '401(k)',
  ]),
].map(phraseTerms);

function expected(text: string): number[] {
  const terms = toTerms(tokenize(text));
  return phrases.map((phrase) => (phrase.length > 0 && indexOfTerms(terms, phrase) >= 0 ? 1 : 0));
}

describe('createPhraseMatcher on real postings', () => {
  it('finds what reading each text afresh finds: read once, read again and kept, and looked up as kept', { timeout: 60_000 }, () => {
    const matcher = createPhraseMatcher(phrases, createTermReader());
    for (const round of [0, 1, 2])
      for (const text of texts) {
        const found = new Uint8Array(matcher.size);
        matcher.scan(text, 1, found);
        expect([...found], `round ${round}: ${text.slice(0, 80)}`).toEqual(expected(text));
      }
  });

  it('finds the same when what it keeps is small and its numbering starts over many times', { timeout: 60_000 }, () => {
    const reader = createTermReader({ maxKeptBytes: 20_000, maxNumberedTerms: 2_000 });
    const matchers = [createPhraseMatcher(phrases, reader), createPhraseMatcher(phrases.slice(3), reader)];
    const before = reader.generation();
    for (const text of texts.slice(0, 1_500)) {
      for (const [index, matcher] of [...matchers.entries(), ...matchers.entries()]) {
        const found = new Uint8Array(matcher.size);
        matcher.scan(text, 2, found);
        expect([...found].map((bits) => bits / 2)).toEqual(expected(text).slice(index * 3));
      }
    }
    expect(reader.generation()).toBeGreaterThan(before + 5);
    expect(reader.keptBytes()).toBeLessThanOrEqual(20_000);
  });
});

describe('createPhraseMatcher when one text nearly fills the numbering', () => {
  it('still finds its phrases, whether the numbering starts over while the text or the vocabulary is numbered', () => {
    const words = ['alpha beta', 'gamma', 'zeta'];
    for (const maxNumberedTerms of [10, 12, 16, 40]) {
      const reader = createTermReader({ maxNumberedTerms });
      const matcher = createPhraseMatcher(words.map(phraseTerms), reader);
      const texts = [
        'one two three four five six seven eight nine ten eleven alpha beta gamma',
        'twelve thirteen fourteen fifteen sixteen gamma seventeen eighteen alpha',
        'zeta gamma nineteen twenty twenty-one twenty-two twenty-three alpha beta',
      ];
      for (const text of [...texts, ...texts, ...texts]) {
        const found = new Uint8Array(matcher.size);
        matcher.scan(text, 1, found);
        expect([...found], `${maxNumberedTerms}: ${text}`).toEqual(words.map((phrase) => (text.includes(phrase) ? 1 : 0)));
      }
    }
  });
});

describe('createTermReader', () => {
  it('counts a kept text by its length too, so texts with few or no terms cannot pile up', () => {
    const reader = createTermReader({ maxKeptBytes: 10_000 });
    for (let index = 0; index < 500; index++) {
      const text = `${'—'.repeat(64)}${index}`;
      reader.keptTerms(text);
      reader.keptTerms(text);
    }
    // Two generations of at most half each: the older one let go when the younger fills.
    expect(reader.keptBytes()).toBeGreaterThan(4_000);
    expect(reader.keptBytes()).toBeLessThanOrEqual(10_000);
  });

  it('keeps no text too long to hash apart, and none it has seen only once', () => {
    const reader = createTermReader();
    const long = 'word '.repeat(4_000);
    expect([reader.keptTerms(long), reader.keptTerms(long), reader.keptTerms(long)]).toEqual([null, null, null]);
    const text = 'a posting description of some length, long enough to be kept when read again';
    expect(reader.keptTerms(text)).toBeNull();
    expect(reader.keptTerms(text)).toEqual(new Int32Array(toTerms(tokenize(text)).map((term) => reader.termNumber(term))));
    expect(reader.keptBytes()).toBeGreaterThan(0);
  });

  it('lets a matcher whose vocabulary the numbering cannot hold read texts the plain way, without looping', () => {
    const reader = createTermReader({ maxNumberedTerms: 2 });
    const matcher = createPhraseMatcher([phraseTerms('alpha beta gamma')], reader);
    const text = 'this text says alpha beta gamma and is long enough to be kept, read twice';
    for (const round of [0, 1, 2]) {
      const found = new Uint8Array(matcher.size);
      matcher.scan(text, 1, found);
      expect([...found], `round ${round}`).toEqual([1]);
    }
  });
});
