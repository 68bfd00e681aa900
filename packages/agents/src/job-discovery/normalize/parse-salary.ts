import type { Salary, SalaryPeriod } from '../raw-posting';
import { cutText, stripUnsafeChars } from './clean-text';
import { repairText } from './repair-text';
import { periodsPerYear } from '@seeker/contract';
import { findPeriods, inferPeriod, largeUnitCurrencies, periodAfter, statedPeriod, type PeriodMention } from './salary-period';
import { tokenizeSalary, type SalaryToken } from './salary-tokens';

type NumberToken = Extract<SalaryToken, { kind: 'number' }>;
type Money = { number: NumberToken; value: number; currency: string | null; generic: boolean; start: number; end: number; next: number };
type Bound = 'min' | 'max' | 'both';

/** One amount or range read from pay text, with where it stands in the (prepared) text and its tokens. */
export type SalaryReading = { salary: Salary; start: number; end: number; first: number; next: number; range: boolean; periodAdjacent: boolean };
/**
 * `period`: the period when the text states none, for sources that leave only one unsaid (Ashby: yearly);
 * null: none then (text a person typed: a period they did not write is not guessed from the figures).
 */
export type SalaryOptions = {
  period?: SalaryPeriod | null;
  /** Refuse benefit-sized figures (see plausible); off where the caller knows the amount is named pay. */
  benefitFloor?: boolean;
  /** The currency a bare "$" means where the job is (CAD in Toronto); US dollars when not given. */
  dollar?: string;
};

const maxSalaryText = 1_000;
const salaryPeriods: (string | null)[] = ['year', 'month', 'week', 'day', 'hour'];
/** Below this no amount is pay in any currency ("CAD 3D", "version 2"); above it no number is. */
const smallestPay = 5;
const largestPay = 1e10;
const multipliers = { thousand: 1_000, lakh: 100_000, 'lakh-per-annum': 100_000, million: 1_000_000, billion: 1_000_000_000 } as const;
// Retirement plans are benefits whose names look like amounts: "401(k)", "401k", "403(b)", "457 b" — but
// "$401K" and "$207K - $401K" are money.
// An amount per quarter, per pay period or per head is a benefit, a deduction or a price, never a salary.
// Pay per shift, visit, session or piece has no period of ours either (and may be any share of a day).
const notPayPer =
  /^\s*(?:\/\s*|per\s+|a\s+|each\s+)(?:quarter|pay\s*period|paycheck|employee|person|head|seat|user|customer|business|shift|visit|session|call|case|piece|project|assignment|article|delivery)\b/i;
const retirementPlans = /(?<![$€£¥₹]\s?|[-–—]\s?\$?\s?)\b(?:401|403|457)\s*\(?\s*[kb]\s*\)?(?![a-z])/gi;

/**
 * A salary from free text ("$140,000 - $170,000", "140k-170k USD", "£45,000 - £55,000 per annum", "$60/hr",
 * "Up to $90k", "From €50,000", "₹12,00,000 - ₹18,00,000", "50.000 € - 60.000 €"); null when the text states
 * none ("Competitive", "$0 - $0", "401k matching", "5-7 years"). The first amount or range that reads as pay wins.
 */
export function parseSalary(text: string, options: SalaryOptions = {}): Salary | null {
  return readSalaries(text, options).readings[0]?.salary ?? null;
}

/**
 * Every amount or range in pay text that reads as pay, in order. Rules: an amount needs a currency beside it,
 * or it must be a k-range ("140k-170k") or carry a period ("60-70 per hour"). Figures in millions or billions
 * ("$1.5M", "$16B") are funding or revenue in job ads, never pay. A bare year ("2024") is never an amount.
 * A code beside a bare "$" names its dollar ("CAD $30/hour", "$1,800 - $2,200 AUD"). The period comes from
 * the text, else `options.period`, else the size of the figures (`inferPeriod`); a yearly figure under 1,000
 * or an hourly one over 1,000 is no pay. Mojibake ("Â£57,000") is repaired first.
 */
export function readSalaries(text: string, options: SalaryOptions = {}): { text: string; tokens: SalaryToken[]; readings: SalaryReading[] } {
  if (typeof text !== 'string') return { text: '', tokens: [], readings: [] };
  const clean = prepare(text);
  const tokens = tokenizeSalary(clean);
  const periods = findPeriods(clean);
  const readings: SalaryReading[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const reading = readSalaryAt(clean, tokens, periods, index, options);
    if (!reading) continue;
    readings.push(reading);
    index = reading.next - 1;
  }
  return { text: clean, tokens, readings };
}

function prepare(text: string): string {
  return stripUnsafeChars(repairText(cutText(text, maxSalaryText))).replace(retirementPlans, ' ');
}

function readSalaryAt(text: string, tokens: SalaryToken[], periods: PeriodMention[], index: number, options: SalaryOptions): SalaryReading | null {
  // A number right after a currency was read with it: if that reading failed, the bare number is no pay either.
  const previous = tokens[index - 1];
  if (previous?.kind === 'currency' && tokens[index]!.start - previous.end <= 1) return null;
  const first = readMoney(tokens, index);
  if (!first) return null;
  // "$45/HR - $50/HR": a period may stand between the first amount and the range's separator.
  const firstPeriod = periods.find((mention) => mention.start >= first.end && /^\s{0,2}$/.test(text.slice(first.end, mention.start)));
  const separatorAt = isRangeSeparator(tokens, first.next, index) ? first.next : firstPeriod ? tokenAfter(tokens, firstPeriod.end) : -1;
  const second = separatorAt >= 0 && isRangeSeparator(tokens, separatorAt, index) ? readMoney(tokens, separatorAt + 1) : null;
  const numbers = second ? [first.number, second.number] : [first.number];
  if (numbers.some((number) => number.multiplier === 'million' || number.multiplier === 'billion')) return null;

  const currency = currencyOf(first, second, options.dollar);
  const end = (second ?? first).end;
  const adjacentPeriod = periodAfter(text, periods, end) ?? (second ? null : (firstPeriod?.period ?? null));
  const perAnnum = numbers.some((number) => number.multiplier === 'lakh-per-annum');
  const kRange = second !== null && numbers.some((number) => number.multiplier !== null);
  if (!currency && !adjacentPeriod && !perAnnum && !kRange) return null;

  const [low, high] = second ? scaleTogether(first, second) : [first.value, first.value];
  const bound: Bound = second ? 'both' : boundOf(tokens, index, first);
  const min = bound === 'max' ? null : positive(low);
  const max = bound === 'min' ? null : positive(high);
  const amounts = [min, max].filter((amount): amount is number => amount !== null);
  if (!amounts.length || Math.max(...amounts) < smallestPay || Math.max(...amounts) > largestPay) return null;

  const period =
    adjacentPeriod ??
    (perAnnum ? 'year' : null) ??
    statedPeriod(text, periods, first.start, end) ??
    (options.period === null ? null : (options.period ?? inferPeriod(amounts, currency)));
  if (!plausible(amounts, period, options.benefitFloor === false ? null : currency) || notPayPer.test(text.slice(end, end + 24))) return null;
  const salary = min !== null && max !== null && max < min ? { min: max, max: min, currency, period } : { min, max, currency, period };
  const next = Math.max((second ?? first).next, firstPeriod && !second ? tokenAfter(tokens, firstPeriod.end) : 0);
  return {
    salary,
    start: first.start,
    end,
    first: index,
    next: next > 0 ? next : tokens.length,
    range: second !== null,
    periodAdjacent: adjacentPeriod !== null,
  };
}

/** Whether pay read without the benefit floor would fall under it (description-salary.ts: unnamed amounts). */
export function benefitSized(salary: Salary): boolean {
  const amounts = [salary.min, salary.max].filter((amount): amount is number => amount !== null);
  return amounts.length > 0 && !plausible(amounts, salary.period, salary.currency);
}

/**
 * Nobody is paid under 1,000 a year or over 1,000 an hour: such a figure is a benefit, a price or a typo. In
 * currencies of large units (dollars, euros, pounds…) a yearly figure under 10,000 or one that comes to under
 * 8,000 a year ("$150/month", "$300 per month" commuter benefits) is a benefit too.
 */
function plausible(amounts: number[], period: SalaryPeriod | null, currency: string | null): boolean {
  if (period === 'year' && Math.max(...amounts) < 1_000) return false;
  if (period === 'hour' && Math.min(...amounts) > 1_000) return false;
  if (!period || !currency || !largeUnitCurrencies.has(currency)) return true;
  const yearly = Math.max(...amounts) * periodsPerYear[period];
  return period === 'year' ? yearly >= 10_000 : yearly >= 8_000;
}

function tokenAfter(tokens: SalaryToken[], offset: number): number {
  const found = tokens.findIndex((token) => token.start >= offset);
  return found < 0 ? tokens.length : found;
}

/**
 * A named currency wins over a bare "$" on either side of a range ("$1,800 - $2,200 AUD"); a bare "$" alone
 * is `dollar` when the caller knows which one the place means, else US dollars.
 */
function currencyOf(first: Money, second: Money | null, dollar: string | undefined): string | null {
  const written = [first, second].filter((money): money is Money => money !== null && money.currency !== null);
  const named = written.find((money) => !money.generic);
  if (named) return named.currency;
  return written[0] ? (dollar ?? written[0].currency) : null;
}

/** [currency] number [currency], e.g. "$140,000", "50.000 €", "USD 90,000", "CAD $30", "140k". A bare year is not money. */
function readMoney(tokens: SalaryToken[], index: number): Money | null {
  let next = index;
  let prefix = tokens[next];
  let currency: string | null = null;
  let generic = false;
  if (prefix?.kind === 'currency') {
    currency = prefix.code;
    generic = prefix.generic;
    next++;
    // "CAD $30", "USD $120,000": a code before a bare "$" names it.
    const symbol = tokens[next];
    if (symbol?.kind === 'currency' && symbol.start - prefix.end <= 1) {
      if (generic) ({ code: currency, generic } = symbol);
      prefix = symbol;
      next++;
    }
  }
  const number = tokens[next];
  if (number?.kind !== 'number' || number.value === null) return null;
  if (prefix?.kind === 'currency' && number.start - prefix.end > 1) return null;
  next++;
  const suffix = tokens[next];
  // A currency after the number is its suffix unless it leads the next amount ("50.000 € - 60.000 €" vs "100 $200").
  if ((!currency || generic) && suffix?.kind === 'currency' && suffix.start - number.end <= 1 && tokens[next + 1]?.kind !== 'number') {
    if (!currency || !suffix.generic) ({ code: currency, generic } = suffix);
    next++;
  }
  if (!currency && !number.multiplier && /^(?:19|20)\d\d$/.test(number.raw)) return null;
  const scale = number.multiplier ? multipliers[number.multiplier] : 1;
  const start = tokens[index]!.start;
  return { number, value: number.value * scale, currency, generic, start, end: tokens[next - 1]!.end, next };
}

function isRangeSeparator(tokens: SalaryToken[], index: number, firstIndex: number): boolean {
  const token = tokens[index];
  if (token?.kind === 'mark') return token.mark === '-';
  if (token?.kind !== 'word') return false;
  // English, German, French ("35 000 € à 50 000 €"), Spanish and Italian ("de 40.000 a 50.000").
  if (['to', 'bis', 'à', 'a'].includes(token.word)) return true;
  const before = tokens[firstIndex - 1];
  // "between $X and $Y", "entre X y Y", "zwischen X und Y", "entre X e Y", "entre X et Y".
  return ['and', 'y', 'und', 'e', 'et'].includes(token.word) && before?.kind === 'word' && ['between', 'entre', 'zwischen'].includes(before.word);
}

/**
 * "$140-170k" means 140k: a suffix on one side of a range scales a smaller bare number on the other; and
 * "$170-195,000" means 170,000: thousands written out on the top scale a bottom under 1,000 that fits below it.
 */
function scaleTogether(first: Money, second: Money): [number, number] {
  const [a, b] = [first.number, second.number];
  if (
    !a.multiplier &&
    !b.multiplier &&
    a.value! < 1_000 &&
    second.value >= 10_000 &&
    a.value! * 1_000 <= second.value &&
    a.value! * 3_000 >= second.value
  ) {
    return [a.value! * 1_000, second.value];
  }
  if (!a.multiplier && b.multiplier && a.value! < b.value!) return [a.value! * multipliers[b.multiplier], second.value];
  if (a.multiplier && !b.multiplier && b.value! > a.value!) return [first.value, b.value! * multipliers[a.multiplier]];
  return [first.value, second.value];
}

// Words that name the pay between a bound word and its amount: "Starting pay: $65 per hour".
const payNouns = new Set(['pay', 'salary', 'rate', 'wage', 'compensation', 'base', 'ote', 'earnings']);

/** A single amount is an upper bound after "up to", a lower one after "from" or with a "+", else both. */
function boundOf(tokens: SalaryToken[], index: number, money: Money): Bound {
  const words: string[] = [];
  let skippedNoun = false;
  for (let at = index - 1; at >= 0 && words.length < 2; at--) {
    const token = tokens[at]!;
    if (token.kind === 'mark' && token.mark === ':') continue;
    if (token.kind !== 'word') break;
    if (words.length === 0 && !skippedNoun && payNouns.has(token.word)) skippedNoun = true;
    else words.push(token.word);
  }
  const [word = '', previous = ''] = words;
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
 * A period the figures cannot be (yearly under 1,000, hourly over 1,000) gives way to the one their size says.
 */
export function salaryFromFields(partial: Partial<Salary> | undefined | null): Salary | null {
  if (!partial) return null;
  const min = typeof partial.min === 'number' ? positive(partial.min) : null;
  const max = typeof partial.max === 'number' ? positive(partial.max) : null;
  if (min === null && max === null) return null;
  const code = typeof partial.currency === 'string' ? partial.currency.trim().toUpperCase() : '';
  const currency = /^[A-Z]{3}$/.test(code) ? code : null;
  const stated = partial.period && salaryPeriods.includes(partial.period) ? partial.period : null;
  const amounts = [min, max].filter((amount): amount is number => amount !== null);
  // A field said to be yearly that holds 25–27 (Remote OK, Reed) is not: the size of the figures says its period.
  const period = stated === null || plausible(amounts, stated, null) ? stated : inferPeriod(amounts, currency);
  if (min !== null && max !== null && max < min) return { min: max, max: min, currency, period };
  return { min, max, currency, period };
}
