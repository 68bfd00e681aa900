import { describe, expect, it } from 'vitest';
import { handTaxonomy } from '../testing/hand-taxonomy';
import { iscoCloseness, occupationCloseness } from './occupation-closeness';

describe('how close two occupations are', () => {
  it('counts the same ISCO unit group and minor group only', () => {
    expect(iscoCloseness('2411', '2411')).toBe(1);
    expect(iscoCloseness('2411', '2413')).toBe(0.75);
    expect(iscoCloseness('2141', '2131')).toBe(0);
    expect(iscoCloseness('', '2411')).toBe(0);
  });

  it('compares only occupations found surely enough to show', () => {
    expect(occupationCloseness(handTaxonomy, 'Accountant', ['Web Developer', 'Buchhalter'])).toEqual({
      closeness: 1,
      job: 'accountant',
      role: 'accountant',
    });
    expect(occupationCloseness(handTaxonomy, 'Accountant', ['Web Developer'])).toBeUndefined();
    expect(occupationCloseness(handTaxonomy, 'Chief Happiness Officer', ['Buchhalter'])).toBeUndefined();
  });
});
