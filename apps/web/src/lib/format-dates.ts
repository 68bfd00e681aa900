/**
 * Every date and time a screen shows, in the reader's locale (issue 50). One place, so that a reader in
 * New York sees "Dec 3, 2026" and "2:30 PM", in London "3 Dec 2026" and "14:30", in Berlin "3. Dez. 2026"
 * and "14:30", on every screen alike. `locale` is for tests; screens leave it out (the browser's).
 * A test keeps date formatting out of every other file.
 */

type Locale = string | undefined;

/** "Dec 3, 2026" / "3 Dec 2026" / "3. Dez. 2026". */
export const mediumDate: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
/** "Thu, Dec 3, 2026" / "Thu 3 Dec 2026" / "Do., 3. Dez. 2026". */
export const weekdayDate: Intl.DateTimeFormatOptions = { weekday: 'short', ...mediumDate };

/** Hours as the locale's clock writes them: "2:30 PM" on a 12-hour clock, "02:30" on a 24-hour one. */
function timeOfDayIn(locale: Locale): Intl.DateTimeFormatOptions {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return { hour: hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric', minute: '2-digit' };
}

const instant = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Formats in `timeZone`, or in the browser's zone when that name is unknown to it. */
function inZone(date: Date, options: Intl.DateTimeFormatOptions, timeZone: string | undefined, locale: Locale) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** A calendar day (YYYY-MM-DD), read as that day wherever the browser is; an unreadable one is shown as given. */
export function formatDay(isoDay: string, options: Intl.DateTimeFormatOptions = mediumDate, locale?: Locale) {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "Dec 3" this year, "Dec 3, 2025" in another: a day relative to `today` (YYYY-MM-DD). */
export function formatNearDay(isoDay: string, today: string, locale?: Locale) {
  const sameYear = isoDay.slice(0, 4) === today.slice(0, 4);
  return formatDay(isoDay, sameYear ? { month: 'short', day: 'numeric' } : mediumDate, locale);
}

/** The day of a moment (ISO), in the browser's zone unless `timeZone` says: a posting date, an upload. */
export function formatDateOf(iso: string, { timeZone, locale }: { timeZone?: string; locale?: Locale } = {}) {
  const date = instant(iso);
  return date ? inZone(date, mediumDate, timeZone, locale) : iso;
}

/** A moment with its time ("Dec 1, 2026, 9:00 AM"), in `timeZone` when given and known. */
export function formatMoment(iso: string, { timeZone, locale }: { timeZone?: string; locale?: Locale } = {}) {
  const date = instant(iso);
  return date ? inZone(date, { ...mediumDate, ...timeOfDayIn(locale) }, timeZone, locale) : iso;
}

/** A time of day (HH:MM) on the clock the reader reads: "2:30 PM" in en-US, "14:30" in en-GB and de-DE. */
export function formatTimeOfDay(time: string, locale?: Locale) {
  const [hour, minute] = time.split(':').map(Number);
  if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute)) return time;
  return new Intl.DateTimeFormat(locale, { ...timeOfDayIn(locale), timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** The time of a recent moment in the browser's zone, with its day when not today: "8:50 AM", "Nov 22, 8:50 AM". */
export function formatRecentTime(iso: string, now = new Date(), locale?: Locale) {
  const date = instant(iso);
  if (!date) return iso;
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? timeOfDayIn(locale) : { month: 'short', day: 'numeric', ...timeOfDayIn(locale) }).format(date);
}

/** A month (YYYY-MM): "Apr 2021" / "Apr. 2021". */
export function formatMonth(month: string, locale?: Locale) {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, number - 1, 1)));
}

/**
 * A moment in a schedule's own zone, named with it, the year only when not this one:
 * "Mon, Nov 23, 9:00 AM GMT+1". A zone the browser does not know falls back to its own.
 */
export function formatZonedMoment(iso: string, timeZone: string, now = new Date(), locale?: Locale) {
  const date = instant(iso);
  if (!date) return iso;
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', ...timeOfDayIn(locale), timeZoneName: 'short' };
  const year = (value: Date) => inZone(value, { year: 'numeric' }, timeZone, 'en-US');
  return inZone(date, year(date) === year(now) ? options : { ...options, year: 'numeric' }, timeZone, locale);
}

/**
 * The twelve months' names in `locale`, long ("September") or short ("Sep", "janv."), each as the locale
 * writes it alone and inside a date (Polish "marzec", "marca"): for reading dates typed as people write them.
 */
export function monthNamesIn(locale: string, width: 'long' | 'short'): string[][] {
  const alone = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  const inDate = new Intl.DateTimeFormat(locale, { month: width, day: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const date = Date.UTC(2001, index, 15);
    return [alone.format(date), inDate.formatToParts(date).find((part) => part.type === 'month')?.value ?? ''];
  });
}
