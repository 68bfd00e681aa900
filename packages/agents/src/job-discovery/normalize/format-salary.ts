import type { Salary, SalaryBasis, SalaryPeriod } from '../raw-posting';
import { currencyCode, displaySymbols } from './currencies';

// Yearly pay is the default reading of a salary, so it carries no suffix.
const periodSuffixes: Record<SalaryPeriod, string> = { year: '', month: '/mo', week: '/wk', day: '/day', hour: '/hr' };

/**
 * A short amount that never rounds what the posting stated: 140000 → "140k", 142500 → "142.5k", 58850 →
 * "58.85k", 1200000 → "1.2M", 17.25 → "17.25"; a figure short units cannot hold exactly is written whole
 * ("58,855", "999,999").
 */
function shortAmount(amount: number): string {
  if (amount >= 1_000_000) return amount % 10_000 === 0 ? `${amount / 1_000_000}M` : grouped(amount);
  if (amount >= 1_000 && amount % 10 === 0) return `${amount / 1_000}k`;
  if (amount >= 1_000) return grouped(amount);
  return String(round(amount, 100));
}

function round(value: number, precision: number): number {
  return Math.round(value * precision) / precision;
}

/**
 * An amount with thousands grouped and at most two decimals ("58,855", "1,234.5"; "17.25"), cents always
 * written when `cents` ("19.50"). By hand: `toLocaleString` builds a number format on every call, which
 * cost a scheduled run a quarter of its time.
 */
function grouped(amount: number, cents = false): string {
  // No pay is this large (parseSalary stops at 10 billion); written plainly rather than overflow the cents.
  if (amount >= 1e15) return amount.toPrecision(3);
  const [whole = '', fraction = ''] = round(amount, 100).toFixed(2).split('.');
  const shown = cents ? fraction : fraction.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${shown ? `.${shown}` : ''}`;
}

/**
 * A salary as the screens show it: "$140k–170k", "€120k–150k", "$60–70/hr", "Up to $90k", "From €50k",
 * "$220k–300k OTE";
 * currencies without a well-known symbol lead with their code ("CHF 120k–150k"). '' when no bound is known.
 */
export function formatSalary(salary: Salary): string {
  const amount = formatAmount(salary);
  return amount && salary.basis ? `${amount} ${basisNames[salary.basis]}` : amount;
}

// Pay that is not base pay is named after the amount: "$220k–300k OTE".
const basisNames: Record<SalaryBasis, string> = { ote: 'OTE', total: 'total pay' };

function formatAmount(salary: Salary): string {
  const { currency, period } = salary;
  // A bound that is not a finite amount states nothing.
  const finite = (bound: number | null) => (bound !== null && Number.isFinite(bound) ? bound : null);
  const min = finite(salary.min);
  const max = finite(salary.max);
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

const periodWords: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', week: 'a week', day: 'a day', hour: 'an hour' };

/** A currency as pay text writes it so that reading it back names the same one: its symbol when that is unambiguous, else its code. */
function writtenCurrency(currency: string): { before: string } {
  const symbol = displaySymbols[currency];
  return { before: symbol && currencyCode(symbol) === currency ? symbol : `${currency} ` };
}

/**
 * A salary as editable text that reads back (parseSalary) as the same salary: whole amounts with
 * grouping ("€43,000 – €58,850 a year", "$17.25 – $19.50 an hour"), the period only when known. For the
 * form a user finishes, in the words the hint uses ("… a year OTE" when not base pay), rather than a card's short units ("58.85k").
 */
export function salaryEditText(salary: Salary): string {
  const { min, max, currency, period } = salary;
  const money = (amount: number) => `${currency ? writtenCurrency(currency).before : ''}${grouped(amount, !Number.isInteger(amount))}`;
  const suffix = `${period ? ` ${periodWords[period]}` : ''}${salary.basis ? ` ${basisNames[salary.basis]}` : ''}`;
  if (min !== null && max !== null) return `${min === max ? money(min) : `${money(min)} – ${money(max)}`}${suffix}`;
  if (max !== null) return `Up to ${money(max)}${suffix}`;
  if (min !== null) return `From ${money(min)}${suffix}`;
  return '';
}
