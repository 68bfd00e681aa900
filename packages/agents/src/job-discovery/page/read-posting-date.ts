import { readDate } from '../sources/read-values';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * Java's Date.toString(), which SAP SuccessFactors pages put in datePosted: "Thu Jul 01 00:00:00 UTC 2021".
 * Only UTC/GMT are read: other zone names ("IST", "CST") stand for several offsets, and a guessed one
 * could move the date by a day.
 */
const javaDate = /^(?:[A-Za-z]{3}\s+)?([A-Za-z]{3})\s+(\d{1,2})\s+(\d{2}):(\d{2}):(\d{2})\s+(?:UTC|GMT)\s+(\d{4})$/i;

/**
 * A schema.org date as pages write it: ISO date, ISO date-time (offset, Z, milliseconds), the forms
 * readDate knows, or Java's Date.toString(). A year outside 1990..2100 is a placeholder or a typo → undefined.
 */
export function readPostingDate(value: unknown): Date | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  const date = (typeof text === 'string' ? readJavaDate(text) : undefined) ?? readDate(text);
  if (!date) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2100 ? date : undefined;
}

function readJavaDate(text: string): Date | undefined {
  const match = javaDate.exec(text);
  if (!match) return undefined;
  const [, monthName, day, hour, minute, second, year] = match;
  const month = months.indexOf(monthName!.toLowerCase());
  if (month === -1) return undefined;
  const [d, h, mi, s, y] = [day, hour, minute, second, year].map(Number) as [number, number, number, number, number];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  const date = new Date(Date.UTC(y, month, d, h, mi, s));
  // Date.UTC rolls "Feb 30" into March; that is not the day the page meant.
  return date.getUTCMonth() === month && date.getUTCDate() === d ? date : undefined;
}

const monthNames = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A day written with its month's English name, so that its order is plain: "10-Jul-2025", "Jul-28-2026", "Jul. 27, 2026",
 * "July 27, 2026", "1 September 2025" (UTC). Numbers alone ("07-28-2026", day or month first?), words ("3 days ago"),
 * a month name that is none ("Jux") or a day the month does not have: none.
 */
export function readDayWithMonthName(text: string | undefined): Date | undefined {
  const parts =
    text
      ?.trim()
      .split(/[\s.,-]+/)
      .filter(Boolean) ?? [];
  if (parts.length !== 3 || !/^\d{4}$/.test(parts[2]!)) return undefined;
  const [day, name] = /^\d{1,2}$/.test(parts[0]!) ? [parts[0]!, parts[1]!] : [parts[1]!, parts[0]!];
  if (!/^\d{1,2}$/.test(day) || !/^[a-z]{3,9}$/i.test(name)) return undefined;
  const month = months.indexOf(name.slice(0, 3).toLowerCase());
  if (month < 0 || (name.length > 3 && !monthNames[month]!.startsWith(name.toLowerCase()))) return undefined;
  const date = new Date(Date.UTC(Number(parts[2]), month, Number(day)));
  return date.getUTCMonth() === month && date.getUTCDate() === Number(day) ? date : undefined;
}
