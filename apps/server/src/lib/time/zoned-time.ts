/** A wall-clock time in some zone: month 1–12. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, format);
  }
  return format;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a clock in `zone` shows at `instant`, with the day of the week (0 = Sunday). */
export function wallTimeAt(instant: Date, zone: string): WallTime & { weekday: number } {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

const minute = 60_000;
const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
const sameWall = (a: WallTime, b: WallTime) => asUtc(a) === asUtc(b);

/** The zone's offset from UTC at `instant`, in ms (wall clock minus UTC). */
function offsetAt(instant: number, zone: string) {
  return asUtc(wallTimeAt(new Date(instant), zone)) - Math.floor(instant / minute) * minute;
}

/**
 * The instant a clock in `zone` shows `wall` — the one daylight-saving rule every schedule follows:
 * - a time that happens twice (clocks go back) runs once, at its first occurrence;
 * - a time that never happens (clocks go forward, e.g. 02:30) runs once, when the clocks land (03:00).
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const guess = asUtc(wall);
  // The offsets in force around that day; at most two differ.
  const offsets = new Set([offsetAt(guess - 14 * 3600_000, zone), offsetAt(guess, zone), offsetAt(guess + 14 * 3600_000, zone)]);
  const matches = [...offsets].map((offset) => guess - offset).filter((instant) => sameWall(wallTimeAt(new Date(instant), zone), wall));
  if (matches.length > 0) return new Date(Math.min(...matches));
  // In a gap: the first minute after it that exists is when the clocks land.
  for (let step = 1; step <= 180; step++) {
    const later = new Date(guess + step * minute);
    const wallLater = {
      year: later.getUTCFullYear(),
      month: later.getUTCMonth() + 1,
      day: later.getUTCDate(),
      hour: later.getUTCHours(),
      minute: later.getUTCMinutes(),
    };
    const found = [...offsets].map((offset) => asUtc(wallLater) - offset).find((instant) => sameWall(wallTimeAt(new Date(instant), zone), wallLater));
    if (found !== undefined) return new Date(found);
  }
  throw new Error(`no instant shows ${JSON.stringify(wall)} in ${zone}`);
}

/** Days in a month (month 1–12). */
export function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day `days` after the given one (month 1–12), as a date without a zone. */
export function addDays(date: { year: number; month: number; day: number }, days: number) {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}
