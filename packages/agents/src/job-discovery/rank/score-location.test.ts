import { describe, expect, it } from 'vitest';
import { compileLocations, matchLocation } from './score-location';

const match = (location: string, remote: boolean, preferences: string[]) => matchLocation(location, remote, compileLocations(preferences));

describe('matchLocation', () => {
  it('matches remote postings for a user who wants Remote, by flag or by the location text', () => {
    expect(match('', true, ['Remote'])).toEqual({ share: 1, match: 'Remote', remote: true });
    expect(match('Remote - US', false, ['Berlin', 'Remote'])).toEqual({ share: 1, match: 'Remote', remote: true });
    expect(match('Berlin, Germany', false, ['Remote'])).toEqual({ share: 0, match: null, remote: false });
  });

  it('narrows a remote entry by its region', () => {
    expect(match('Remote (Europe)', true, ['Remote Europe'])).toMatchObject({ share: 1 });
    expect(match('Remote - US only', true, ['Remote Europe'])).toMatchObject({ share: 0.4, match: 'Remote Europe' });
    expect(match('Remote - Germany', true, ['Remote Europe'])).toMatchObject({ share: 1, match: 'Remote Europe' });
  });

  it('counts remote work for a city user only where it is open to them', () => {
    expect(match('Remote', true, ['New York'])).toEqual({ share: 0.9, match: null, remote: true });
    expect(match('Remote - US', true, ['New York'])).toEqual({ share: 0.9, match: null, remote: true });
    expect(match('Remote - North America', true, ['San Francisco'])).toMatchObject({ share: 0.9 });
    expect(match('Hungary', true, ['New York'])).toEqual({ share: 0, match: null, remote: false });
    expect(match('Remote - Alberta, Canada', true, ['London'])).toMatchObject({ share: 0 });
    // Held to somewhere the gazetteer does not know: maybe open.
    expect(match('Remote - Mars Base', true, ['Springfield'])).toMatchObject({ share: 0.5 });
  });

  it('finds a city in the location text as whole words', () => {
    expect(match('Berlin, Germany', false, ['Berlin'])).toEqual({ share: 1, match: 'Berlin', remote: false });
    expect(match('San Francisco, CA (hybrid)', false, ['San Francisco, CA'])).toMatchObject({ share: 1 });
    expect(match('New Berlinton', false, ['Berlin'])).toMatchObject({ share: 0 });
  });

  it('gives part credit to the same country and to a remote posting for a city user', () => {
    expect(match('Munich, Germany', false, ['Berlin, Germany'])).toEqual({ share: 0.6, match: 'Berlin, Germany', remote: false });
    expect(match('Remote - Europe', true, ['Berlin'])).toEqual({ share: 0.9, match: null, remote: true });
    expect(match('Remote - Somewhere', true, ['Springfield'])).toMatchObject({ share: 0.5 });
  });

  it('reads places against the gazetteer: regions, other languages, commutes, remote work held elsewhere', () => {
    expect(match('Fresno, CA, USA', false, ['California'])).toEqual({ share: 1, match: 'California', remote: false });
    expect(match('München, Bayern', false, ['Munich'])).toMatchObject({ share: 1 });
    expect(match('Potsdam', false, ['Berlin'])).toEqual({ share: 0.8, match: '27 km from Berlin', remote: false });
    expect(match('London, UK', false, ['Berlin'])).toMatchObject({ share: 0 });
    expect(match('Ottawa, ON', false, ['Berlin, Germany'])).toMatchObject({ share: 0 });
    expect(match('Remote - MI', true, ['Remote (US)'])).toMatchObject({ share: 1, match: 'Remote (US)' });
    expect(match('Remote (UK)', true, ['Remote (US)'])).toMatchObject({ share: 0.4 });
    expect(match('Remote (UK)', true, ['New York'])).toEqual({ share: 0, match: null, remote: false });
    // A state beside the city is no country: the rest of the US is no part of "Atlanta, GA".
    expect(match('Dallas, TX', false, ['Atlanta, GA'])).toMatchObject({ share: 0 });
    expect(match('Dallas, TX', false, ['Atlanta, GA, USA'])).toMatchObject({ share: 0.6 });
    expect(match('Remote - Eastern Europe', true, ['Remote (US)'])).toMatchObject({ share: 0.5 });
  });

  it('is neutral with no user locations and a small share when the posting gives none', () => {
    expect(match('Tokyo', false, [])).toEqual({ share: 0.5, match: null, remote: false });
    expect(match('', false, ['Berlin'])).toEqual({ share: 0.3, match: null, remote: false });
  });
});
