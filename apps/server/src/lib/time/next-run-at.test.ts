import { describe, expect, it } from 'vitest';
import { nextRunAfterSlot, nextRunAt, type ScheduleTiming } from './next-run-at';

const at = (iso: string) => new Date(iso);
const next = (frequency: ScheduleTiming['frequency'], customSchedule: string, timezone: string, after: string) =>
  nextRunAt({ frequency, customSchedule, timezone }, at(after))?.toISOString();

/** Runs one after another, as the scheduler chains them. */
function runs(schedule: ScheduleTiming, after: string, count: number) {
  const found: string[] = [];
  let from = at(after);
  for (let index = 0; index < count; index++) {
    const run = nextRunAt(schedule, from)!;
    found.push(run.toISOString());
    from = run;
  }
  return found;
}

describe('nextRunAt', () => {
  it('runs Daily at the time in the schedule’s zone, strictly after now', () => {
    expect(next('Daily', '09:00', 'America/New_York', '2026-11-22T13:00:00Z')).toBe('2026-11-22T14:00:00.000Z');
    expect(next('Daily', '09:00', 'America/New_York', '2026-11-22T14:00:00Z')).toBe('2026-11-23T14:00:00.000Z');
    expect(next('Daily', '09:00', 'Europe/Berlin', '2026-11-22T13:00:00Z')).toBe('2026-11-23T08:00:00.000Z');
    expect(next('Daily', '00:30', 'Asia/Kolkata', '2026-11-22T18:59:00Z')).toBe('2026-11-22T19:00:00.000Z');
  });

  it('runs a time the clocks skip once, when they land, and a time they repeat once, at its first occurrence', () => {
    // New York springs forward at 02:00 on 14 March 2027: 02:30 does not exist, so it runs at 03:00 EDT.
    expect(runs({ frequency: 'Daily', customSchedule: '02:30', timezone: 'America/New_York' }, '2027-03-13T12:00:00Z', 3)).toEqual([
      '2027-03-14T07:00:00.000Z',
      '2027-03-15T06:30:00.000Z',
      '2027-03-16T06:30:00.000Z',
    ]);
    // Berlin on 28 March 2027: 02:30 becomes 03:00 CEST.
    expect(next('Daily', '02:30', 'Europe/Berlin', '2027-03-27T12:00:00Z')).toBe('2027-03-28T01:00:00.000Z');
    // New York falls back at 02:00 on 1 November 2026: 01:30 happens twice and runs once, at 01:30 EDT.
    expect(runs({ frequency: 'Daily', customSchedule: '01:30', timezone: 'America/New_York' }, '2026-10-31T12:00:00Z', 3)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
      '2026-11-03T06:30:00.000Z',
    ]);
    // Custom cron follows the same rule (croner's).
    expect(next('Custom', '30 2 * * *', 'America/New_York', '2027-03-13T12:00:00Z')).toBe('2027-03-14T07:00:00.000Z');
    expect(runs({ frequency: 'Custom', customSchedule: '30 1 * * *', timezone: 'America/New_York' }, '2026-10-31T12:00:00Z', 2)).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('runs Weekly on its day of the week (0 = Sunday) in the zone', () => {
    // Sunday 22 November 2026, 20:00 in Berlin: the next Monday 09:00 is the 23rd.
    expect(next('Weekly', '1,09:00', 'Europe/Berlin', '2026-11-22T19:00:00Z')).toBe('2026-11-23T08:00:00.000Z');
    // Already Sunday 23:30 in Berlin but Sunday 14:30 in New York: the zone decides the day.
    expect(next('Weekly', '0,15:00', 'America/New_York', '2026-11-22T19:30:00Z')).toBe('2026-11-22T20:00:00.000Z');
    expect(next('Weekly', '0,15:00', 'America/New_York', '2026-11-22T20:00:00Z')).toBe('2026-11-29T20:00:00.000Z');
  });

  it('runs Monthly on its day, and day 29–31 on the last day of a shorter month', () => {
    expect(runs({ frequency: 'Monthly', customSchedule: '31,09:00', timezone: 'Asia/Kolkata' }, '2027-01-31T04:00:00Z', 4)).toEqual([
      '2027-02-28T03:30:00.000Z',
      '2027-03-31T03:30:00.000Z',
      '2027-04-30T03:30:00.000Z',
      '2027-05-31T03:30:00.000Z',
    ]);
    expect(next('Monthly', '30,09:00', 'Australia/Sydney', '2028-02-01T00:00:00Z')).toBe('2028-02-28T22:00:00.000Z');
    expect(next('Monthly', '1,09:00', 'Europe/Berlin', '2026-12-01T08:00:00Z')).toBe('2027-01-01T08:00:00.000Z');
  });

  it('runs Custom cron every minute, and weekdays in the zone', () => {
    expect(runs({ frequency: 'Custom', customSchedule: '* * * * *', timezone: 'UTC' }, '2026-11-22T09:00:30Z', 2)).toEqual([
      '2026-11-22T09:01:00.000Z',
      '2026-11-22T09:02:00.000Z',
    ]);
    // Friday 27 November, 10:00 in Sydney (AEDT): past that day's run, so Monday then Tuesday.
    expect(runs({ frequency: 'Custom', customSchedule: '0 9 * * 1-5', timezone: 'Australia/Sydney' }, '2026-11-26T23:00:00Z', 2)).toEqual([
      '2026-11-29T22:00:00.000Z',
      '2026-11-30T22:00:00.000Z',
    ]);
    // A date that never comes: no next run.
    expect(nextRunAt({ frequency: 'Custom', customSchedule: '0 0 31 2 *', timezone: 'UTC' }, at('2026-11-22T00:00:00Z'))).toBeNull();
  });
});

describe('nextRunAfterSlot', () => {
  const hour = 60 * 60_000;
  const after = (schedule: ScheduleTiming, slot: string, now: string, minCustomMs = hour) =>
    nextRunAfterSlot(schedule, at(slot), at(now), minCustomMs)?.toISOString();

  it('runs a Custom cron that names every minute at most once in the floor, on its own next time past it', () => {
    const everyMinute: ScheduleTiming = { frequency: 'Custom', customSchedule: '* * * * *', timezone: 'UTC' };
    expect(after(everyMinute, '2026-11-22T09:00:00Z', '2026-11-22T09:00:02Z')).toBe('2026-11-22T10:00:00.000Z');
    expect(after(everyMinute, '2026-11-22T09:00:00Z', '2026-11-22T09:00:02Z', 60_000)).toBe('2026-11-22T09:01:00.000Z');
    // "*/20 9-17": the next time at or past an hour later is 10:00, then 11:00.
    const everyTwenty: ScheduleTiming = { frequency: 'Custom', customSchedule: '*/20 9-17 * * *', timezone: 'UTC' };
    expect(after(everyTwenty, '2026-11-22T09:00:00Z', '2026-11-22T09:00:01Z')).toBe('2026-11-22T10:00:00.000Z');
    // An hourly cron is exactly at the floor: every hour, none skipped.
    const hourly: ScheduleTiming = { frequency: 'Custom', customSchedule: '0 * * * *', timezone: 'UTC' };
    expect(after(hourly, '2026-11-22T09:00:00Z', '2026-11-22T09:00:05Z')).toBe('2026-11-22T10:00:00.000Z');
    // A server that was down carries on from now.
    expect(after(hourly, '2026-11-22T09:00:00Z', '2026-11-22T13:30:00Z')).toBe('2026-11-22T14:00:00.000Z');
  });

  it('leaves Daily, Weekly and Monthly schedules to their own times', () => {
    expect(after({ frequency: 'Daily', customSchedule: '09:00', timezone: 'UTC' }, '2026-11-22T09:00:00Z', '2026-11-22T09:00:01Z', 48 * hour)).toBe(
      '2026-11-23T09:00:00.000Z',
    );
  });
});
