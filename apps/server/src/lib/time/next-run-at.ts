import type { Frequency } from '@seeker/contract';
import { Cron } from 'croner';
import { addDays, daysInMonth, instantOf, wallTimeAt } from './zoned-time';

export type ScheduleTiming = { frequency: Frequency; customSchedule: string; timezone: string };

function timeOfDay(value: string) {
  const [hour, minute] = value.split(':').map(Number);
  return { hour: hour!, minute: minute! };
}

/** The first of the candidate instants (one per calendar day or month, in order) that is after `after`. */
function firstAfter(after: Date, candidates: Iterable<Date>) {
  for (const candidate of candidates) if (candidate.getTime() > after.getTime()) return candidate;
  return null;
}

function* daily(after: Date, zone: string, time: string, everyDays: number, startOffset: number) {
  const today = wallTimeAt(after, zone);
  const at = timeOfDay(time);
  for (let step = 0; step < 3; step++) yield instantOf({ ...addDays(today, startOffset + step * everyDays), ...at }, zone);
}

function* monthly(after: Date, zone: string, dayOfMonth: number, time: string) {
  const now = wallTimeAt(after, zone);
  const at = timeOfDay(time);
  for (let step = 0; step < 3; step++) {
    const month = ((now.month - 1 + step) % 12) + 1;
    const year = now.year + Math.floor((now.month - 1 + step) / 12);
    // Day 29–31 in a shorter month runs on its last day.
    yield instantOf({ year, month, day: Math.min(dayOfMonth, daysInMonth(year, month)), ...at }, zone);
  }
}

/**
 * A Custom cron may name every minute (the spec's own default for Custom is "* * * * *"); Seeker runs it at
 * most once in this long (CUSTOM_SCHEDULE_MIN_MINUTES), so one schedule cannot search every minute, outside
 * every user's hourly limit.
 */
export const defaultCustomScheduleMinMinutes = 60;

/**
 * The slot after `slot` that a schedule runs at, not before `now`: its next time, and for a Custom cron
 * none sooner than `minCustomMs` after `slot` (slots in between are skipped, not queued).
 */
export function nextRunAfterSlot(schedule: ScheduleTiming, slot: Date, now: Date, minCustomMs: number): Date | null {
  const floor = schedule.frequency === 'Custom' ? slot.getTime() + minCustomMs - 1 : slot.getTime();
  return nextRunAt(schedule, new Date(Math.max(now.getTime(), floor)));
}

/**
 * When a schedule runs next, strictly after `after`, in its own time zone (spec part 1 section 3
 * customSchedule formats): Daily "HH:MM", Weekly "dayOfWeek,HH:MM" (0 = Sunday), Monthly
 * "dayOfMonth,HH:MM", Custom a five-field cron. Daylight saving follows `instantOf`'s one rule (croner
 * applies the same one to cron). Null when a cron expression never fires again.
 */
export function nextRunAt(schedule: ScheduleTiming, after: Date): Date | null {
  const { frequency, customSchedule, timezone } = schedule;
  switch (frequency) {
    case 'Daily':
      return firstAfter(after, daily(after, timezone, customSchedule, 1, 0));
    case 'Weekly': {
      const [day, time] = customSchedule.split(',');
      const offset = (Number(day) - wallTimeAt(after, timezone).weekday + 7) % 7;
      return firstAfter(after, daily(after, timezone, time!, 7, offset));
    }
    case 'Monthly': {
      const [day, time] = customSchedule.split(',');
      return firstAfter(after, monthly(after, timezone, Number(day), time!));
    }
    case 'Custom':
      return new Cron(customSchedule.trim(), { timezone, paused: true }).nextRun(after);
  }
}
