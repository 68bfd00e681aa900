import type { Salary, SalaryPeriod } from '../raw-posting';
import { displaySymbols } from './currencies';

// Yearly pay is the default reading of a salary, so it carries no suffix.
const periodSuffixes: Record<SalaryPeriod, string> = { year: '', month: '/mo', week: '/wk', day: '/day', hour: '/hr' };

/** A short amount: 140000 → "140k", 142500 → "142.5k", 1200000 → "1.2M", 17.25 → "17.25" (hourly cents matter). */
function shortAmount(amount: number): string {
  const thousands = round(amount / 1_000, 10);
  if (thousands >= 1_000) return `${round(amount / 1_000_000, 10)}M`;
  if (amount >= 1_000) return `${thousands}k`;
  return String(round(amount, 100));
}

function round(value: number, precision: number): number {
  return Math.round(value * precision) / precision;
}

/**
 * A salary as the screens show it: "$140k–170k", "€120k–150k", "$60–70/hr", "Up to $90k", "From €50k";
 * currencies without a well-known symbol lead with their code ("CHF 120k–150k"). '' when no bound is known.
 */
export function formatSalary(salary: Salary): string {
  const { min, max, currency, period } = salary;
  const symbol = currency ? (displaySymbols[currency] ?? `${currency} `) : '';
  const suffix = period ? periodSuffixes[period] : '';
  if (min !== null && max !== null) {
    const range = min === max ? shortAmount(min) : `${shortAmount(min)}–${shortAmount(max)}`;
    return `${symbol}${range}${suffix}`;
  }
  if (max !== null) return `Up to ${symbol}${shortAmount(max)}${suffix}`;
  if (min !== null) return `From ${symbol}${shortAmount(min)}${suffix}`;
  return '';
}
