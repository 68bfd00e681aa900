const dayMs = 86_400_000;

/** A calendar day (YYYY-MM-DD) as people read it in `locale` (the browser's by default: "Dec 1, 2026", "1 Dec 2026"), read as that day wherever the browser is. */
export function formatDay(
  isoDay: string,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' },
  locale?: string,
) {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return new Date(year, month - 1, day).toLocaleDateString(locale, options);
}

/** A time of day (HH:MM) on the clock `locale` reads (the browser's by default): "2:30 PM" in en-US, "14:30" in en-GB and de-DE. */
export function formatTimeOfDay(time: string, locale?: string) {
  const [hour, minute] = time.split(':').map(Number);
  if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute)) return time;
  return new Date(2000, 0, 1, hour, minute).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

/** A moment as people read it, in the user's time zone when known ("Dec 1, 2026, 9:00 AM"). */
export function formatMoment(iso: string, timeZone?: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  } catch {
    // An unknown zone name: the browser's own zone still gives a readable moment.
    return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/** Whole days from `since` to `now`; 0 within the first day (and for a moment not yet reached). */
export function daysSince(since: string, now: number = Date.now()) {
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / dayMs));
}

/** "3 days in Applied"; "Less than a day in Applied" on the day of the move. */
export function timeInColumn(since: string, columnLabel: string, now?: number) {
  const days = daysSince(since, now);
  if (days === 0) return `Less than a day in ${columnLabel}`;
  return `${days} ${days === 1 ? 'day' : 'days'} in ${columnLabel}`;
}
