import type { HiringSalaryRange } from '@seeker/contract';
import type { Posting } from '../job-discovery/posting';
import type { SalaryPeriod } from '../job-discovery/raw-posting';
import { salaryPeriods } from '@seeker/contract';
import { compareNames, mostCommon } from './tally';
import { textKey } from './text-key';

const maxRanges = 10;

type StatedSalary = { title: string; titleKey: string; currency: string; period: SalaryPeriod; low: number; high: number };

/**
 * Per role, currency and period, the range the postings that state a salary give. Amounts in different
 * currencies or periods are never combined: converting would be inventing a rate.
 */
export function salaryRanges(postings: Posting[]): HiringSalaryRange[] {
  const groups = new Map<string, [StatedSalary, ...StatedSalary[]]>();
  for (const posting of postings) {
    const stated = statedSalary(posting);
    if (!stated) continue;
    const key = `${stated.titleKey}\u0000${stated.currency}\u0000${stated.period}`;
    const group = groups.get(key);
    if (group) group.push(stated);
    else groups.set(key, [stated]);
  }
  return [...groups.values()].map(summarize).sort(byDataPoints).slice(0, maxRanges);
}

/**
 * A one-sided salary ("up to 90,000") counts as the amount it states, at both ends; a salary without a
 * currency or a period cannot be compared with any other and is left out.
 */
function statedSalary(posting: Posting): StatedSalary | null {
  const { salary } = posting;
  // Base pay only: on-target earnings and total pay are other figures.
  if (!salary?.period || !salaryPeriods.includes(salary.period) || salary.basis) return null;
  const currency = salary.currency?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  const amounts = [salary.min, salary.max].filter((n): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return null;
  const titleKey = textKey(posting.title);
  if (titleKey === '') return null;
  return { title: posting.title.trim(), titleKey, currency, period: salary.period, low: Math.min(...amounts), high: Math.max(...amounts) };
}

function summarize(group: [StatedSalary, ...StatedSalary[]]): HiringSalaryRange {
  const spellings = new Map<string, number>();
  for (const { title } of group) spellings.set(title, (spellings.get(title) ?? 0) + 1);
  const [first] = group;
  return {
    title: mostCommon(spellings),
    currency: first.currency,
    period: first.period,
    min: group.reduce((low, s) => Math.min(low, s.low), Infinity),
    max: group.reduce((high, s) => Math.max(high, s.high), -Infinity),
    median: median(group.map((s) => (s.low + s.high) / 2)),
    dataPoints: group.length,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  // Odd lengths pick the same element twice; even lengths the two around the middle.
  const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? upper;
  return (lower + upper) / 2;
}

function byDataPoints(a: HiringSalaryRange, b: HiringSalaryRange): number {
  return (
    b.dataPoints - a.dataPoints ||
    compareNames(a.title, b.title) ||
    compareNames(a.currency, b.currency) ||
    salaryPeriods.indexOf(a.period) - salaryPeriods.indexOf(b.period)
  );
}
