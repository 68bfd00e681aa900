/**
 * An instant in the schedule's own time zone, the way the schedule reads: "Mon, Nov 23, 9:00 AM GMT+1".
 * The year is added when it is not the current one; a zone the browser does not know falls back to its own.
 */
export function formatRunTime(iso: string, timeZone: string, now = new Date()): string {
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return format(date, { ...options, timeZone }, now);
  } catch {
    return format(date, options, now);
  }
}

function format(date: Date, options: Intl.DateTimeFormatOptions, now: Date) {
  const year = (value: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: options.timeZone }).format(value);
  const withYear = year(date) === year(now) ? options : { ...options, year: 'numeric' as const };
  return new Intl.DateTimeFormat('en-US', withYear).format(date);
}
