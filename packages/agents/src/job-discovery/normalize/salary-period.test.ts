import { describe, expect, it } from 'vitest';
import { findPeriods, inferPeriod, periodAfter, statedPeriod } from './salary-period';

describe('findPeriods', () => {
  it.each([
    ['$60/hr', 'hour'],
    ['$60 an hour', 'hour'],
    ['hourly rate', 'hour'],
    ['£450 per day', 'day'],
    ['$1,200 a week', 'week'],
    ['$8,000/mo', 'month'],
    ['€3.500 monatlich', 'month'],
    ['£30k per annum', 'year'],
    ['$100k/yr', 'year'],
    ['annual salary', 'year'],
    ['55.000 € pro Jahr', 'year'],
  ])('%j states %s', (text, period) => {
    expect(findPeriods(text)[0]?.period).toBe(period);
  });

  it.each(['5-7 years of experience', '3 months probation', 'Monday to Friday', 'a day in the life'])('%j states none', (text) => {
    expect(findPeriods(text).filter((mention) => !mention.adjacentOnly)).toEqual([]);
  });
});

describe('periodAfter and statedPeriod', () => {
  it('reads abbreviations only right after the amount', () => {
    const text = 'Pittsburgh, PA: $30';
    expect(statedPeriod(text, findPeriods(text), text.indexOf('$'), text.length)).toBeNull();
    const yearly = '$100,000 PA';
    expect(periodAfter(yearly, findPeriods(yearly), 8)).toBe('year');
  });

  it('takes the mention nearest the amount', () => {
    const text = 'Hourly: $40 - $45, paid monthly';
    expect(statedPeriod(text, findPeriods(text), text.indexOf('$'), text.indexOf(','))).toBe('hour');
    const later = 'Pay: $18 - 20 plus commission (on target annual earnings)';
    // "annual" belongs to what follows "plus", not to the $18 - 20.
    expect(statedPeriod(later, findPeriods(later), later.indexOf('$'), later.indexOf(' plus'))).toBeNull();
    const between = '£35,000 - £40,000, 37.5 hours per week';
    expect(statedPeriod(between, findPeriods(between), 0, between.indexOf(','))).toBeNull();
    const salary = 'The monthly rate for this internship is $11,700';
    expect(statedPeriod(salary, findPeriods(salary), salary.indexOf('$'), salary.length)).toBe('month');
    const far = 'The base range is $116,994 - $167,135 USD, plus equity. Benefits include a monthly meal allowance.';
    expect(statedPeriod(far, findPeriods(far), far.indexOf('$'), far.indexOf(' USD'))).toBeNull();
  });
});

describe('inferPeriod', () => {
  it.each([
    [[140_000, 170_000], 'USD', 'year'],
    [[45_000], 'GBP', 'year'],
    [[60, 70], 'EUR', 'hour'],
    [[8_000], 'USD', null],
    [[60], null, null],
    [[300_000], 'INR', null],
    [[1_200_000], 'INR', 'year'],
    [[60], 'JPY', null],
    [[45_000], 'SEK', null],
  ] as const)('%j %s → %s', (amounts, currency, period) => {
    expect(inferPeriod([...amounts], currency)).toBe(period);
  });
});
