import { describe, expect, it } from 'vitest';
import type { Salary } from '../raw-posting';
import { annualSalary, matchSalary, salaryShares } from './score-salary';

const salary = (min: number | null, max: number | null, period: Salary['period'], currency: string | null = 'USD'): Salary => ({
  min,
  max,
  currency,
  period,
});

describe('annualSalary', () => {
  it.each([
    ['hour', 50, 104_000],
    ['day', 400, 104_000],
    ['week', 2_000, 104_000],
    ['month', 8_000, 96_000],
    ['year', 120_000, 120_000],
  ] as const)('converts per %s to per year', (period, amount, yearly) => {
    expect(annualSalary(salary(amount, amount, period))).toEqual({ min: yearly, max: yearly, currency: 'USD' });
  });

  it('reads an unstated period as yearly only for amounts that can only be yearly', () => {
    expect(annualSalary(salary(90_000, 110_000, null))).toEqual({ min: 90_000, max: 110_000, currency: 'USD' });
    expect(annualSalary(salary(45, 60, null))).toBeNull();
  });

  it('keeps open ends, puts swapped bounds right and ignores nonsense', () => {
    expect(annualSalary(salary(null, 90_000, 'year'))).toEqual({ min: null, max: 90_000, currency: 'USD' });
    expect(annualSalary(salary(170_000, 140_000, 'year'))).toEqual({ min: 140_000, max: 170_000, currency: 'USD' });
    expect(annualSalary(salary(-5, Number.NaN, 'year'))).toBeNull();
    expect(annualSalary(null)).toBeNull();
  });
});

describe('matchSalary', () => {
  const range = { min: 100_000, max: 150_000 };

  it('gives full credit to any overlap, after converting the period', () => {
    expect(matchSalary(salary(60, 70, 'hour'), range)).toMatchObject({ share: 1, overlap: true }); // 124,800–145,600
    expect(matchSalary(salary(140_000, 200_000, 'year'), range)).toMatchObject({ share: 1, overlap: true });
    expect(matchSalary(salary(null, 110_000, 'year'), range)).toMatchObject({ share: 1, overlap: true });
    expect(matchSalary(salary(9_000, null, 'month'), range)).toMatchObject({ share: 1, overlap: true });
  });

  it('gives part credit above the range and just under it, none well under it', () => {
    expect(matchSalary(salary(160_000, 190_000, 'year'), range)).toMatchObject({ share: salaryShares.above, overlap: false });
    expect(matchSalary(salary(80_000, 90_000, 'year'), range)).toMatchObject({ share: salaryShares.nearBelow, overlap: false });
    expect(matchSalary(salary(30, 35, 'hour'), range)).toMatchObject({ share: 0, overlap: false }); // 62,400–72,800
  });

  it('counts on-target earnings or total pay as unknown base pay, neither for nor against', () => {
    expect(matchSalary({ ...salary(160_000, 200_000, 'year'), basis: 'ote' }, range)).toEqual({ share: 0.4, overlap: null, annual: null });
    expect(matchSalary({ ...salary(60_000, 70_000, 'year'), basis: 'total' }, range)).toEqual({ share: 0.4, overlap: null, annual: null });
    expect(matchSalary({ ...salary(60_000, 70_000, 'year'), basis: 'total' }, { min: 0, max: 0 })).toMatchObject({ share: 0.5 });
  });

  it('is neutral when the user has no range and a small share when the posting states no pay', () => {
    expect(matchSalary(salary(1, 2, 'year'), { min: 0, max: 0 })).toMatchObject({ share: 0.5, overlap: null });
    expect(matchSalary(null, range)).toMatchObject({ share: 0.4, overlap: null, annual: null });
  });

  it('compares amounts as they are only in currencies of about a dollar’s size, and counts others as unknown', () => {
    expect(matchSalary(salary(120_000, 130_000, 'year', 'EUR'), range)).toMatchObject({ share: 1, annual: { currency: 'EUR' } });
    // ₹12–15 lakh a year is about $14k–18k: never "above" a dollar range.
    expect(matchSalary(salary(1_200_000, 1_500_000, 'year', 'INR'), { min: 40_000, max: 120_000 })).toMatchObject({ share: 0.4, overlap: null });
    expect(matchSalary(salary(8_000_000, 12_000_000, 'year', 'JPY'), range)).toMatchObject({ overlap: null });
  });
});

describe('matchSalary with the range in a currency and per a period', () => {
  it('compares a monthly range in its currency with yearly pay in it', () => {
    const monthly = { min: 5_000, max: 7_000, currency: 'EUR', period: 'month' as const }; // 60,000–84,000 a year
    expect(matchSalary(salary(70_000, 80_000, 'year', 'EUR'), monthly)).toMatchObject({ share: 1, overlap: true });
    expect(matchSalary(salary(40_000, 45_000, 'year', 'EUR'), monthly)).toMatchObject({ share: 0, overlap: false });
  });

  it('compares yen with yen, and never yen with dollars, which it has no rate for', () => {
    const yen = { min: 5_000_000, max: 8_000_000, currency: 'JPY', period: 'year' as const };
    expect(matchSalary(salary(6_000_000, 7_000_000, 'year', 'JPY'), yen)).toMatchObject({ share: 1, overlap: true });
    expect(matchSalary(salary(90_000, 120_000, 'year', 'USD'), yen)).toMatchObject({ overlap: null });
    const rupees = { min: 1_200_000, max: 1_500_000, currency: 'INR', period: 'year' as const };
    expect(matchSalary(salary(1_300_000, 1_400_000, 'year', 'INR'), rupees)).toMatchObject({ share: 1, overlap: true });
  });
});
