import { describe, expect, it } from 'vitest';
import { handTaxonomy } from '../testing/hand-taxonomy';
import { indexTermsFor } from './search-query';

describe('what a search asks the postings index for', () => {
  const preferences = { titles: ['Accountant', 'Zookeeper'], skills: ['Excel'], includeKeywords: ['IFRS'] };

  it('asks for each title, skill and keyword as typed, lower-cased, once', () => {
    expect(indexTermsFor({ titles: ['Accountant', ' accountant '], skills: ['Excel'], includeKeywords: [] })).toEqual(['accountant', 'excel']);
  });

  it('asks for the other titles of a typed title’s occupation too, where the installed index knows it surely', () => {
    // "Buchhalter" is the accountant's German title in the hand index; it knows no zookeeper.
    expect(indexTermsFor(preferences, { taxonomy: handTaxonomy })).toEqual(['accountant', 'zookeeper', 'excel', 'ifrs', 'buchhalter']);
    expect(indexTermsFor(preferences)).toEqual(['accountant', 'zookeeper', 'excel', 'ifrs']);
  });
});
