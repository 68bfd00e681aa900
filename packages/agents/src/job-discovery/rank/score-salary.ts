import { periodsPerYear, yearlyPay } from '@seeker/contract';
import type { Salary } from '../raw-posting';
import type { AnnualSalary, RankPreferences } from './ranked-posting';
import { largeUnitCurrencies } from '../normalize/salary-period';
import { rankWeights } from './rank-weights';

// Without a period, "85000" is a year's pay but "45" or "4000" could be an hour, a month or thousands.
const smallestUnstatedYearly = 10_000;
export const salaryShares = { above: 0.7, nearBelow: 0.4 } as const;
const nearBelowFraction = 0.85;

export type SalaryMatch = { share: number; overlap: boolean | null; annual: AnnualSalary | null };

/** The salary's amounts that can be used: positive numbers, low before high; null when there are none. */
export function statedSalary(salary: Salary | null): Salary | null {
  if (!salary) return null;
  const min = amount(salary.min);
  const max = amount(salary.max);
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { ...salary, min: max, max: min };
  return { ...salary, min, max };
}

/** The posting's salary per year, or null when it states none or the period cannot be told. */
export function annualSalary(salary: Salary | null): AnnualSalary | null {
  const stated = statedSalary(salary);
  if (!stated) return null;
  const { min, max } = stated;
  const factor = stated.period ? periodsPerYear[stated.period] : Math.max(min ?? 0, max ?? 0) >= smallestUnstatedYearly ? 1 : undefined;
  if (factor === undefined) return null;
  return { min: min === null ? null : min * factor, max: max === null ? null : max * factor, currency: stated.currency };
}

/**
 * Overlap of the posting's yearly range with the user's (either end may be open: "up to 90k"). Pay above
 * the user's range still suits most people; pay just under their minimum is worth a look.
 */
export function matchSalary(salary: Salary | null, range: RankPreferences['salaryRange']): SalaryMatch {
  // On-target earnings or total pay say nothing of the base pay the user's range is about.
  if (salary?.basis) return { share: range.max <= 0 ? rankWeights.salary.neutral : rankWeights.salary.unknown, overlap: null, annual: null };
  const annual = annualSalary(salary);
  if (range.max <= 0) return { share: rankWeights.salary.neutral, overlap: null, annual };
  // There are no exchange rates here: pay compares with the range in the range's own currency (or none stated),
  // and roughly, as it is, between currencies of about a dollar's size (dollars, euro, pound, franc). ₹12–15 lakh
  // is not "above" $40k–120k: pay in any other currency counts as unknown, neither for nor against.
  const wanted = yearlyPay(range);
  const comparable =
    annual !== null &&
    (annual.currency === null ||
      annual.currency === wanted.currency ||
      (largeUnitCurrencies.has(annual.currency) && largeUnitCurrencies.has(wanted.currency)));
  if (!annual || !comparable) return { share: rankWeights.salary.unknown, overlap: null, annual };
  const low = annual.min ?? 0;
  const high = annual.max ?? Number.POSITIVE_INFINITY;
  if (high >= wanted.min && low <= wanted.max) return { share: 1, overlap: true, annual };
  if (low > wanted.max) return { share: salaryShares.above, overlap: false, annual };
  return { share: high >= wanted.min * nearBelowFraction ? salaryShares.nearBelow : 0, overlap: false, annual };
}

function amount(value: number | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
