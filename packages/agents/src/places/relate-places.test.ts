import { describe, expect, it } from 'vitest';
import { relateToPlace, relateToRemote } from './relate-places';
import { resolveLocation } from './resolve-location';

const toPlace = (job: string, user: string, remote = false) => relateToPlace(resolveLocation(job), remote, resolveLocation(user));
const toRemote = (job: string, user: string, remote = false) => relateToRemote(resolveLocation(job), remote, resolveLocation(user));

describe('relateToPlace', () => {
  it('finds a job in the place, its region or its country, whatever the language', () => {
    expect(toPlace('Fresno, CA, USA', 'California')).toEqual({ kind: 'same' });
    expect(toPlace('München', 'Munich')).toEqual({ kind: 'same' });
    expect(toPlace('Hamburg', 'Germany')).toEqual({ kind: 'same' });
    expect(toPlace('Berlin, Germany', 'Berlin')).toEqual({ kind: 'same' });
  });

  it('tells a commute from elsewhere in the country and from abroad', () => {
    expect(toPlace('Potsdam', 'Berlin')).toEqual({ kind: 'near', km: 27 });
    expect(toPlace('Munich, Germany', 'Berlin')).toEqual({ kind: 'country' });
    expect(toPlace('Dallas, TX', 'New York')).toEqual({ kind: 'country' });
    expect(toPlace('London, UK', 'Berlin')).toEqual({ kind: 'elsewhere' });
    expect(toPlace('Ottawa, ON', 'Berlin, Germany')).toEqual({ kind: 'elsewhere' });
  });

  it('counts remote work only where it is open to the place', () => {
    expect(toPlace('Remote', 'Berlin', true)).toEqual({ kind: 'remote' });
    expect(toPlace('Remote - US', 'New York')).toEqual({ kind: 'remote' });
    // Held to a state or province: open there only.
    expect(toPlace('Remote - MI', 'Detroit')).toEqual({ kind: 'remote' });
    expect(toPlace('Remote - MI', 'New York')).toEqual({ kind: 'remote-elsewhere' });
    expect(toPlace('Remote - Alberta, Canada', 'Toronto, Canada')).toEqual({ kind: 'remote-elsewhere' });
    expect(toPlace('Remote (UK)', 'San Francisco, CA')).toEqual({ kind: 'remote-elsewhere' });
    expect(toPlace('Remote (EMEA)', 'Berlin')).toEqual({ kind: 'remote' });
    expect(toPlace('US-Remote, Chicago, Seattle', 'Chicago')).toEqual({ kind: 'same' });
    expect(toPlace('Brooklyn, New York', 'New York')).toEqual({ kind: 'same' });
    expect(toPlace('Anywhere in France, Belgium, Spain', 'Madrid')).toEqual({ kind: 'remote' });
  });

  it('leaves remote work held to somewhere unknown in doubt, and never reads a state as the country', () => {
    expect(toPlace('Remote - Eastern Europe', 'New York')).toEqual({ kind: 'remote-unclear' });
    expect(toRemote('Remote - Southeast Asia', 'Remote (US)')).toBe('unclear');
    expect(toRemote('Remote - Southeast Asia', 'Remote')).toBe('open');
    expect(toRemote('Remote - PA', 'Remote (US)')).toBe('open');
    expect(toPlace('Charlotte, NC', 'Charlotte')).toEqual({ kind: 'same' });
  });

  it('says unknown when the job names no place', () => {
    expect(toPlace('', 'Berlin')).toEqual({ kind: 'unknown' });
    expect(toPlace('Multiple Locations', 'Berlin')).toEqual({ kind: 'unknown' });
  });
});

describe('relateToRemote', () => {
  it('opens remote work held to the user’s country or area, and closes it elsewhere', () => {
    expect(toRemote('Remote - MI', 'Remote (US)')).toBe('open');
    expect(toRemote('Remote', 'Remote (US)')).toBe('open');
    expect(toRemote('Remote (UK)', 'Remote (US)')).toBe('closed');
    expect(toRemote('Remote - Germany', 'Remote (Europe)')).toBe('open');
    expect(toRemote('Remote (EMEA)', 'Remote (Europe)')).toBe('open');
    expect(toRemote('Remote (LATAM)', 'Remote (Europe)')).toBe('closed');
    expect(toRemote('Lisbon', 'Remote', true)).toBe('open');
    expect(toRemote('Berlin', 'Remote (Europe)')).toBe('not-remote');
  });
});
