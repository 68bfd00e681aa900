import { describe, expect, it } from 'vitest';
import { placesIn, remoteOpenTo } from './regions';

describe('placesIn', () => {
  it.each([
    ['Remote - US', ['us'], []],
    ['United States (Remote)', ['us'], []],
    ['Remote - Alberta, Canada', ['ca'], []],
    ['Latin America', [], ['latin america']],
    ['San Francisco-Hybrid', ['us'], []],
    ['Netherlands - Remote', ['nl'], []],
    ['Worldwide - Remote', [], []],
    ['EMEA', [], ['emea']],
  ])('%j names %j and %j', (text, countries, regions) => {
    const found = placesIn(text);
    expect([...found.countries]).toEqual(countries);
    expect([...found.regions]).toEqual(regions);
  });
});

describe('remoteOpenTo', () => {
  it.each([
    ['Remote', 'New York', true],
    ['Remote - US', 'New York', true],
    ['North America', 'San Francisco', true],
    ['Remote - Europe', 'London', true],
    ['Remote - Germany', 'Remote Europe', true],
    ['Hungary', 'New York', false],
    ['Cyprus', 'San Francisco', false],
    ['Remote UK', 'Remote (US)', false],
    ['Remote - US', 'Springfield', null],
  ] as const)('remote work in %j is open to someone in %j: %j', (posting, user, open) => {
    expect(remoteOpenTo(posting, user)).toBe(open);
  });
});
