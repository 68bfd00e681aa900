import { describe, expect, it } from 'vitest';
import type { Salary } from '../raw-posting';
import { formatSalary, salaryEditText } from './format-salary';
import { salaryFromPayText } from './description-salary';
import { parseSalary } from './parse-salary';

const s = (min: number | null, max: number | null, currency: string | null, period: Salary['period']): Salary => ({ min, max, currency, period });

describe('formatSalary', () => {
  it.each([
    [s(140_000, 170_000, 'USD', 'year'), '$140k–170k'],
    [s(120_000, 150_000, 'EUR', 'year'), '€120k–150k'],
    [s(45_000, 55_000, 'GBP', null), '£45k–55k'],
    [s(60, 70, 'USD', 'hour'), '$60–70/hr'],
    [s(null, 90_000, 'USD', 'year'), 'Up to $90k'],
    [s(50_000, null, 'EUR', 'year'), 'From €50k'],
    [s(120_000, 150_000, 'CHF', 'year'), 'CHF 120k–150k'],
    [s(120_000, 140_000, 'CAD', 'year'), 'CA$120k–140k'],
    [s(1_200_000, 1_800_000, 'INR', 'year'), '₹1.2M–1.8M'],
    [s(142_500, 142_500, 'USD', 'year'), '$142.5k'],
    [s(450, 500, 'GBP', 'day'), '£450–500/day'],
    [s(1_200, 1_500, 'USD', 'week'), '$1.2k–1.5k/wk'],
    [s(8_000, null, 'USD', 'month'), 'From $8k/mo'],
    [s(17.25, 19.5, 'USD', 'hour'), '$17.25–19.5/hr'],
    // Never rounded: what the posting states, in short units only where they hold it exactly.
    [s(43_000, 58_850, 'EUR', 'year'), '€43k–58.85k'],
    [s(999_999, 999_999, 'USD', 'year'), '$999,999'],
    [s(1_234.5, 1_234.567, 'USD', 'month'), '$1,234.5–1,234.57/mo'],
    [s(1_250_000, 1_255_500, 'INR', 'year'), '₹1.25M–1,255,500'],
    [s(140_000, 170_000, null, null), '140k–170k'],
    [s(null, null, 'USD', 'year'), ''],
  ])('%j → %s', (salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });
});

describe('pay that is not base pay', () => {
  it('is shown under its name, and its edit text reads back with it', () => {
    const ote: Salary = { ...s(220_000, 300_000, 'USD', 'year'), basis: 'ote' };
    const total: Salary = { ...s(180_000, null, 'USD', 'year'), basis: 'total' };
    expect(formatSalary(ote)).toBe('$220k–300k OTE');
    expect(formatSalary(total)).toBe('From $180k total pay');
    expect(formatSalary({ ...s(null, null, 'USD', 'year'), basis: 'ote' })).toBe('');
    expect(salaryEditText(ote)).toBe('$220,000 – $300,000 a year OTE');
    expect(salaryFromPayText(salaryEditText(ote))).toEqual(ote);
    expect(salaryFromPayText(salaryEditText(total))).toEqual(total);
  });
});

describe('salaryEditText', () => {
  it.each([
    [s(43_000, 58_850, 'EUR', 'year'), '€43,000 – €58,850 a year'],
    [s(3_000, 4_000, 'EUR', 'month'), '€3,000 – €4,000 a month'],
    [s(17.25, 19.5, 'USD', 'hour'), '$17.25 – $19.50 an hour'],
    [s(900, 1_200, 'GBP', 'week'), '£900 – £1,200 a week'],
    [s(250, 400, 'GBP', 'day'), '£250 – £400 a day'],
    [s(90_000, null, 'USD', 'year'), 'From $90,000 a year'],
    [s(null, 120_000, 'CHF', 'year'), 'Up to CHF 120,000 a year'],
    [s(142_500, 142_500, 'USD', 'year'), '$142,500 a year'],
    [s(1_200_000, 1_800_000, 'INR', 'year'), '₹1,200,000 – ₹1,800,000 a year'],
    [s(300_000, 400_000, 'CNY', 'year'), 'CNY 300,000 – CNY 400,000 a year'],
    [s(90_000, 110_000, 'CAD', 'year'), 'CA$90,000 – CA$110,000 a year'],
    [s(43_000, 58_850, null, 'year'), '43,000 – 58,850 a year'],
  ])('writes %j as %j, which reads back as the same salary', (salary, expected) => {
    expect(salaryEditText(salary)).toBe(expected);
    expect(parseSalary(expected)).toEqual(salary);
  });

  it('states no period the salary does not have, and typed text read without guessing one keeps it that way', () => {
    const salary = s(43_000, 58_850, 'EUR', null);
    expect(salaryEditText(salary)).toBe('€43,000 – €58,850');
    expect(parseSalary(salaryEditText(salary), { period: null })).toEqual(salary);
    // Read as a source's text, the figures' size still suggests a year.
    expect(parseSalary('€43,000 – €58,850')).toEqual({ ...salary, period: 'year' });
  });
});
