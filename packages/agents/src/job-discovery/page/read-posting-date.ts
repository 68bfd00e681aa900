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
 * a month name that is none ("Jux") or a day the month does not have: none. With `language` (a BCP 47 code such as
 * "sv"), the month's name is that language's, as the Unicode CLDR (through Intl) writes it: "1 oktober 2025".
 */
export function readDayWithMonthName(text: string | undefined, language?: string): Date | undefined {
  const parts =
    text
      ?.trim()
      .split(/[\s.,-]+/)
      .filter(Boolean) ?? [];
  if (parts.length !== 3 || !/^\d{4}$/.test(parts[2]!)) return undefined;
  const [day, name] = /^\d{1,2}$/.test(parts[0]!) ? [parts[0]!, parts[1]!] : [parts[1]!, parts[0]!];
  if (!/^\d{1,2}$/.test(day) || !/^\p{L}{3,12}$/u.test(name)) return undefined;
  const month = language && !/^en\b/i.test(language) ? monthOfLanguage(name, language) : englishMonth(name);
  if (month === undefined) return undefined;
  const date = new Date(Date.UTC(Number(parts[2]), month, Number(day)));
  return date.getUTCMonth() === month && date.getUTCDate() === Number(day) ? date : undefined;
}

function englishMonth(name: string): number | undefined {
  if (!/^[a-z]{3,9}$/i.test(name)) return undefined;
  const month = months.indexOf(name.slice(0, 3).toLowerCase());
  if (month < 0 || (name.length > 3 && !monthNames[month]!.startsWith(name.toLowerCase()))) return undefined;
  return month;
}

/** Each language's month names, long and short, lower-cased, as Intl writes them standing alone and in a date. */
const monthsOfLanguage = new Map<string, Map<string, number>>();

function monthOfLanguage(name: string, language: string): number | undefined {
  let names = monthsOfLanguage.get(language);
  if (!names) {
    if (!/^[a-z]{2,3}(?:-[a-z0-9]{2,8}){0,3}$/i.test(language) || !isKnownLanguage(language)) return undefined;
    names = new Map();
    for (const style of ['long', 'short'] as const) {
      const alone = new Intl.DateTimeFormat(language, { month: style, timeZone: 'UTC' });
      const inDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: style, timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const at = Date.UTC(2001, month, 15);
        names.set(alone.format(at).toLocaleLowerCase(language).replace(/\.$/, ''), month);
        const written = inDate.formatToParts(at).find((part) => part.type === 'month')?.value;
        if (written) names.set(written.toLocaleLowerCase(language).replace(/\.$/, ''), month);
      }
    }
    if (monthsOfLanguage.size < 64) monthsOfLanguage.set(language, names);
  }
  return names.get(name.toLocaleLowerCase(language));
}

/** Whether Intl has this language's names (a tag of the right shape may still be one no locale answers, or invalid). */
function isKnownLanguage(language: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language).length > 0;
  } catch {
    return false;
  }
}
