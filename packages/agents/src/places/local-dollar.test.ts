import { describe, expect, it } from 'vitest';
import { parseSalary } from '../job-discovery/normalize/parse-salary';
import { localDollar } from './local-dollar';

describe('localDollar', () => {
  it('names the dollar of the one country a location names, when it is not the US dollar', () => {
    expect(localDollar('Toronto, ON')).toBe('CAD');
    expect(localDollar('Sydney, NSW, Australia')).toBe('AUD');
    expect(localDollar('Singapore')).toBe('SGD');
    expect(localDollar('Mexico City, Mexico')).toBe('MXN');
  });

  it('says nothing for the US, for places without a dollar, for several countries or none', () => {
    expect(localDollar('Austin, TX')).toBeUndefined();
    expect(localDollar('Berlin')).toBeUndefined();
    expect(localDollar('Toronto, ON or New York, NY')).toBeUndefined();
    expect(localDollar('Remote')).toBeUndefined();
    // Not on a guess: a name with a city of its size elsewhere, or a code that is a state or a country.
    expect(localDollar('Hamilton')).toBeUndefined();
    expect(localDollar('Charlotte')).toBeUndefined();
    expect(localDollar('Remote - CA')).toBeUndefined();
    expect(localDollar('Remote - CO')).toBeUndefined();
  });

  it('is the currency a bare "$" is read as, and never overrides a named one', () => {
    expect(parseSalary('$40/hr', { dollar: 'CAD' })).toEqual({ min: 40, max: 40, currency: 'CAD', period: 'hour' });
    expect(parseSalary('$120,000 - $140,000 USD', { dollar: 'CAD' })).toMatchObject({ currency: 'USD' });
    expect(parseSalary('€50.000', { dollar: 'CAD' })).toMatchObject({ currency: 'EUR' });
    expect(parseSalary('$40/hr')).toMatchObject({ currency: 'USD' });
  });
});
