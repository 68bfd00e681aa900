import type { DateRange } from '@seeker/contract';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthName = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const year = '(?:19|20)\\d{2}';
// "Jan 2020", "January, 2020", "01/2020", "1/2020", "2020-01", "2020".
const point = `(?:${monthName},?\\s+${year}|\\d{1,2}\\/${year}|${year}-\\d{2}|${year})`;
const openEnd = '(?:present|current|now|today|ongoing)';
const rangePattern = new RegExp(`(${point})\\s*(?:-|–|—|to|until)\\s*(${point}|${openEnd})`, 'i');
const singlePattern = new RegExp(`(${point})`, 'i');
const yearPattern = /\b(?:19|20)\d{2}\b/g;

/** A point in time as YYYY or YYYY-MM, or null when it is not one. */
export function normalizeDatePoint(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/,/g, '');
  const yearOnly = /^((?:19|20)\d{2})$/.exec(value);
  if (yearOnly) return yearOnly[1]!;
  const named = /^([a-z]+)\.?\s+((?:19|20)\d{2})$/.exec(value);
  if (named) {
    const index = months.indexOf(named[1]!.slice(0, 3));
    return index < 0 ? null : `${named[2]}-${String(index + 1).padStart(2, '0')}`;
  }
  const slashed = /^(\d{1,2})\/((?:19|20)\d{2})$/.exec(value);
  if (slashed) return monthOf(Number(slashed[1]), slashed[2]!);
  const iso = /^((?:19|20)\d{2})-(\d{2})$/.exec(value);
  if (iso) return monthOf(Number(iso[2]), iso[1]!);
  return null;
}

function monthOf(month: number, yearText: string) {
  return month >= 1 && month <= 12 ? `${yearText}-${String(month).padStart(2, '0')}` : null;
}

/** The first date range in a line ("Jan 2020 – Present", "2016-2019"), or a lone date as a range of one point. */
export function findDateRange(line: string): { range: DateRange; index: number; length: number } | null {
  const match = rangePattern.exec(line);
  if (match) {
    const current = new RegExp(`^${openEnd}$`, 'i').test(match[2]!);
    return {
      range: { text: match[0], start: normalizeDatePoint(match[1]!), end: current ? null : normalizeDatePoint(match[2]!), current },
      index: match.index,
      length: match[0].length,
    };
  }
  const single = singlePattern.exec(line);
  if (!single) return null;
  const point = normalizeDatePoint(single[1]!);
  return { range: { text: single[0], start: point, end: point, current: false }, index: single.index, length: single[0].length };
}

/** Whole months from start to end (or `now` when current); 0 when the range cannot be read. */
export function monthsIn(range: DateRange | null, now: Date): number {
  if (!range?.start) return 0;
  const start = toMonthIndex(range.start, 'start');
  const end = range.current || !range.end ? now.getUTCFullYear() * 12 + now.getUTCMonth() : toMonthIndex(range.end, 'end');
  return Math.max(0, end - start + 1);
}

function toMonthIndex(point: string, side: 'start' | 'end') {
  const [yearText, monthText] = point.split('-');
  const month = monthText ? Number(monthText) - 1 : side === 'start' ? 0 : 11;
  return Number(yearText) * 12 + month;
}

/** Every four-digit year a text mentions. */
export function yearsIn(text: string): string[] {
  return text.match(yearPattern) ?? [];
}
