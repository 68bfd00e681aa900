import { addDays, instantOf, wallTimeAt } from './zoned-time';

export type QuietHours = { start: string; end: string };

const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return hour! * 60 + minute!;
};

/**
 * When a notification due at `at` may be sent: at once outside quiet hours, else when they end, in
 * the schedule's zone. Quiet hours may run across midnight (22:00–08:00 holds 07:00 back to 08:00);
 * equal start and end mean none.
 */
export function deliveryTime(at: Date, quiet: QuietHours, zone: string): Date {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return at;
  const wall = wallTimeAt(at, zone);
  const now = wall.hour * 60 + wall.minute;
  const acrossMidnight = start > end;
  const quietNow = acrossMidnight ? now >= start || now < end : now >= start && now < end;
  if (!quietNow) return at;
  // Ends today, unless it started today before midnight and ends tomorrow.
  const endDay = acrossMidnight && now >= start ? addDays(wall, 1) : wall;
  return instantOf({ ...endDay, hour: Math.floor(end / 60), minute: end % 60 }, zone);
}
