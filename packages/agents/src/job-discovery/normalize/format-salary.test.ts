import { describe, expect, it } from 'vitest';
import type { Salary } from '../raw-posting';
import { formatSalary } from './format-salary';

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
    [s(999_999, 999_999, 'USD', 'year'), '$1M'],
    [s(140_000, 170_000, null, null), '140k–170k'],
    [s(null, null, 'USD', 'year'), ''],
  ])('%j → %s', (salary, expected) => {
    expect(formatSalary(salary)).toBe(expected);
  });
});
