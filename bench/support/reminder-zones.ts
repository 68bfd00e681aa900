// The noisy-neighbour bench's time zones (noisy-neighbour.ts): where the follow-up hour, 9:00, falls when.
import { followUpHour } from '../../packages/contract/src';
import { addDays, instantOf, wallTimeAt } from '../../apps/server/src/lib/time/zoned-time';

// The server's own zoned time, so the bench's 9:00 is the instant the server computes (add-follow-up.ts).
const pad = (value: number) => String(value).padStart(2, '0');
const dayString = ({ year, month, day }: { year: number; month: number; day: number }) => `${year}-${pad(month)}-${pad(day)}`;
const dayParts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
};
/** The calendar day in the zone at that instant (YYYY-MM-DD). */
export const dayIn = (at: number, zone: string) => dayString(wallTimeAt(new Date(at), zone));
/** The instant of the follow-up hour (9:00) on that day in the zone. */
const nineOn = (day: string, zone: string) => instantOf({ ...dayParts(day), hour: followUpHour, minute: 0 }, zone).getTime();
const nextDay = (day: string) => dayString(addDays(dayParts(day), 1));
const zones = Intl.supportedValuesOf('timeZone');

export type ReminderPlan = { zone: string; dueOn: string; inRun: boolean };
/**
 * A normal guest's zone and due day: 9:00 inside [now + 20 s, windowEnd] somewhere if it can be, else the
 * zone whose 9:00 today passed last (due at once; local midnight is then hours away).
 */
export function planReminder(now: number, windowEnd: number): ReminderPlan {
  let ahead: (ReminderPlan & { at: number }) | undefined;
  let passed: (ReminderPlan & { at: number }) | undefined;
  for (const zone of zones) {
    const today = dayIn(now, zone);
    for (const day of [today, nextDay(today)]) {
      const at = nineOn(day, zone);
      if (at >= now + 20_000 && at <= windowEnd && (!ahead || at < ahead.at)) ahead = { zone, dueOn: day, inRun: true, at };
      if (day === today && at <= now - 5_000 && (!passed || at > passed.at)) passed = { zone, dueOn: day, inRun: false, at };
    }
  }
  const plan = ahead ?? passed;
  if (!plan) throw new Error('no time zone has a 9:00 that has passed today');
  return { zone: plan.zone, dueOn: plan.dueOn, inRun: plan.inRun };
}
/** The hostile account's trick: the zone making today's 9:00 the oldest instant possible (oldest first is the send order), local midnight at least 10 min away. */
export function oldestReminderZone(now: number) {
  let best: { zone: string; at: number } | undefined;
  for (const zone of zones) {
    const at = nineOn(dayIn(now, zone), zone);
    if (at <= now - 60_000 && at >= now - (15 * 60 - 10) * 60_000 && (!best || at < best.at)) best = { zone, at };
  }
  return best ?? { zone: 'UTC', at: nineOn(dayIn(now, 'UTC'), 'UTC') };
}
export const ceilMinute = (at: number) => Math.ceil(at / 60_000) * 60_000;
