import type { Salary } from '../raw-posting';
import { cutText, stripUnsafeChars } from './clean-text';
import { findPeriods, inferPeriod, periodAfter, statedPeriod, type PeriodMention } from './salary-period';
import { tokenizeSalary, type SalaryToken } from './salary-tokens';

type NumberToken = Extract<SalaryToken, { kind: 'number' }>;
type Money = { number: NumberToken; value: number; currency: string | null; start: number; end: number; next: number };
type Bound = 'min' | 'max' | 'both';

const maxSalaryText = 1_000;
const salaryPeriods: (string | null)[] = ['year', 'month', 'week', 'day', 'hour'];
/** Below this no amount is pay in any currency ("CAD 3D", "version 2"); above it no number is. */
const smallestPay = 5;
const largestPay = 1e10;
const multipliers = { thousand: 1_000, lakh: 100_000, 'lakh-per-annum': 100_000, million: 1_000_000 } as const;

/**
 * A salary from free text ("$140,000 - $170,000", "140k-170k USD", "£45,000 - £55,000 per annum", "$60/hr",
 * "Up to $90k", "From €50,000", "₹12,00,000 - ₹18,00,000", "50.000 € - 60.000 €"); null when the text states
 * none ("Competitive", "$0 - $0", "401k matching", "5-7 years"). The first amount or range that reads as pay wins.
 * Rules: an amount needs a currency beside it, or it must be a k-range ("140k-170k") or carry a period
 * ("60-70 per hour"). Figures in millions ("$1.5M") are funding or revenue in job ads, never read as pay.
 * A bare year ("2024") is never an amount. The period comes from the text, else from `inferPeriod`.
 */
export function parseSalary(text: string): Salary | null {
  if (typeof text !== 'string') return null;
  const clean = prepare(text);
  const tokens = tokenizeSalary(clean);
  const periods = findPeriods(clean);
  for (let index = 0; index < tokens.length; index++) {
    const salary = readSalaryAt(clean, tokens, periods, index);
    if (salary) return salary;
  }
  return null;
}

function prepare(text: string): string {
  return stripUnsafeChars(cutText(text, maxSalaryText))
    // Retirement plans are benefits whose names look like amounts: "401(k)", "401k", "403(b)", "457 b".
    .replace(/\b(?:401|403|457)\s*\(?\s*[kb]\s*\)?(?![a-z])/gi, ' ');
}

function readSalaryAt(text: string, tokens: SalaryToken[], periods: PeriodMention[], index: number): Salary | null {
  const first = readMoney(tokens, index);
  if (!first) return null;
  const second = isRangeSeparator(tokens, first.next, index) ? readMoney(tokens, first.next + 1) : null;
  const numbers = second ? [first.number, second.number] : [first.number];
  if (numbers.some((number) => number.multiplier === 'million')) return null;

  const currency = first.currency ?? second?.currency ?? null;
  const end = (second ?? first).end;
  const adjacentPeriod = periodAfter(text, periods, end);
  const perAnnum = numbers.some((number) => number.multiplier === 'lakh-per-annum');
  const kRange = second !== null && numbers.some((number) => number.multiplier !== null);
  if (!currency && !adjacentPeriod && !perAnnum && !kRange) return null;

  const [low, high] = second ? scaleTogether(first, second) : [first.value, first.value];
  const bound: Bound = second ? 'both' : boundOf(tokens, index, first);
  const min = bound === 'max' ? null : positive(low);
  const max = bound === 'min' ? null : positive(high);
  const amounts = [min, max].filter((amount): amount is number => amount !== null);
  if (!amounts.length || Math.max(...amounts) < smallestPay || Math.max(...amounts) > largestPay) return null;

  const period = adjacentPeriod ?? (perAnnum ? 'year' : null) ?? statedPeriod(periods, first.start) ?? inferPeriod(amounts, currency);
  if (min !== null && max !== null && max < min) return { min: max, max: min, currency, period };
  return { min, max, currency, period };
}

/** [currency] number [currency], e.g. "$140,000", "50.000 €", "USD 90,000", "140k". A bare year is not money. */
function readMoney(tokens: SalaryToken[], index: number): Money | null {
  let next = index;
  const prefix = tokens[next];
  let currency: string | null = null;
  if (prefix?.kind === 'currency') {
    currency = prefix.code;
    next++;
  }
  const number = tokens[next];
  if (number?.kind !== 'number' || number.value === null) return null;
  if (prefix?.kind === 'currency' && number.start - prefix.end > 1) return null;
  next++;
  const suffix = tokens[next];
  // A currency after the number is its suffix unless it leads the next amount ("50.000 € - 60.000 €" vs "100 $200").
  if (!currency && suffix?.kind === 'currency' && suffix.start - number.end <= 1 && tokens[next + 1]?.kind !== 'number') {
    currency = suffix.code;
    next++;
  }
  if (!currency && !number.multiplier && /^(?:19|20)\d\d$/.test(number.raw)) return null;
  const scale = number.multiplier ? multipliers[number.multiplier] : 1;
  const start = tokens[index]!.start;
  return { number, value: number.value * scale, currency, start, end: tokens[next - 1]!.end, next };
}

function isRangeSeparator(tokens: SalaryToken[], index: number, firstIndex: number): boolean {
  const token = tokens[index];
  if (token?.kind === 'mark') return token.mark === '-';
  if (token?.kind !== 'word') return false;
  if (token.word === 'to' || token.word === 'bis') return true;
  const before = tokens[firstIndex - 1];
  return token.word === 'and' && before?.kind === 'word' && before.word === 'between';
}

/** "$140-170k" means 140k: a suffix on one side of a range scales a smaller bare number on the other. */
function scaleTogether(first: Money, second: Money): [number, number] {
  const [a, b] = [first.number, second.number];
  if (!a.multiplier && b.multiplier && a.value! < b.value!) return [a.value! * multipliers[b.multiplier], second.value];
  if (a.multiplier && !b.multiplier && b.value! > a.value!) return [first.value, b.value! * multipliers[a.multiplier]];
  return [first.value, second.value];
}

/** A single amount is an upper bound after "up to", a lower one after "from" or with a "+", else both. */
function boundOf(tokens: SalaryToken[], index: number, money: Money): Bound {
  const [before, earlier] = [tokens[index - 1], tokens[index - 2]];
  const word = before?.kind === 'word' ? before.word : '';
  const previous = earlier?.kind === 'word' ? earlier.word : '';
  if (['max', 'maximum', 'under', 'below', 'bis', 'upto'].includes(word)) return 'max';
  if ((word === 'to' && previous === 'up') || (word === 'than' && previous === 'less')) return 'max';
  if (['from', 'min', 'minimum', 'over', 'above', 'ab', 'starting'].includes(word)) return 'min';
  if ((word === 'at' && ['starting', 'starts', 'start', 'least'].includes(previous)) || (word === 'than' && previous === 'more')) return 'min';
  const after = tokens[money.next];
  return after?.kind === 'mark' && after.mark === '+' && after.start === money.end ? 'min' : 'both';
}

function positive(amount: number): number | null {
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/**
 * A salary from a source's structured fields: non-finite or non-positive bounds dropped, swapped bounds
 * put in order, null when no bound is left. Currency codes are upper-cased; anything not three letters → null.
 */
export function salaryFromFields(partial: Partial<Salary> | undefined | null): Salary | null {
  if (!partial) return null;
  const min = typeof partial.min === 'number' ? positive(partial.min) : null;
  const max = typeof partial.max === 'number' ? positive(partial.max) : null;
  if (min === null && max === null) return null;
  const code = typeof partial.currency === 'string' ? partial.currency.trim().toUpperCase() : '';
  const currency = /^[A-Z]{3}$/.test(code) ? code : null;
  const period = partial.period && salaryPeriods.includes(partial.period) ? partial.period : null;
  if (min !== null && max !== null && max < min) return { min: max, max: min, currency, period };
  return { min, max, currency, period };
}
