import { defaultPreferences } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import {
  changeFrequency,
  describeSchedule,
  formatTime12h,
  scheduleDay,
  scheduleTime,
  timeOptions,
  timeOptionsWith,
  weekdays,
  withScheduleDay,
  withScheduleTime,
} from './schedule-fields';

const schedule = defaultPreferences('Europe/Berlin').searchSchedule;

describe('changeFrequency', () => {
  it('resets customSchedule to the frequency default and keeps the rest', () => {
    const weekly = { ...schedule, frequency: 'Weekly' as const, customSchedule: '4,17:30', notificationType: 'Push' as const };
    expect(changeFrequency(weekly, 'Daily')).toEqual({ ...weekly, frequency: 'Daily', customSchedule: '09:00' });
    expect(changeFrequency(weekly, 'Weekly').customSchedule).toBe('1,09:00');
    expect(changeFrequency(weekly, 'Monthly').customSchedule).toBe('1,09:00');
    expect(changeFrequency(weekly, 'Custom').customSchedule).toBe('* * * * *');
  });
});

describe('day and time parts', () => {
  it('changing the day keeps the time', () => {
    expect(withScheduleDay('1,17:30', 5)).toBe('5,17:30');
    expect(withScheduleDay('15,06:00', 28)).toBe('28,06:00');
  });

  it('changing the time keeps the day', () => {
    expect(withScheduleTime('Weekly', '5,09:00', '18:30')).toBe('5,18:30');
    expect(withScheduleTime('Monthly', '28,09:00', '07:00')).toBe('28,07:00');
    expect(withScheduleTime('Daily', '09:00', '07:00')).toBe('07:00');
  });

  it('a missing day is 0 for weekly and 1 for monthly', () => {
    expect(scheduleDay('Weekly', '09:00')).toBe(0);
    expect(scheduleDay('Monthly', '09:00')).toBe(1);
    expect(scheduleDay('Weekly', ',09:00')).toBe(0);
    expect(scheduleDay('Monthly', 'x,09:00')).toBe(1);
    expect(withScheduleTime('Weekly', '', '10:30')).toBe('0,10:30');
    expect(withScheduleTime('Monthly', '', '10:30')).toBe('1,10:30');
  });

  it('an impossible day falls back the same way', () => {
    expect(scheduleDay('Weekly', '7,09:00')).toBe(0);
    expect(scheduleDay('Monthly', '32,09:00')).toBe(1);
    expect(scheduleDay('Monthly', '31,09:00')).toBe(31);
  });

  it('reads the time of each format, with 09:00 when there is none', () => {
    expect(scheduleTime('07:30')).toBe('07:30');
    expect(scheduleTime('3,07:30')).toBe('07:30');
    expect(scheduleTime('3')).toBe('09:00');
    expect(withScheduleDay('3', 4)).toBe('4,09:00');
  });
});

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:00', '9:00 AM'],
    ['11:30', '11:30 AM'],
    ['12:00', '12:00 PM'],
    ['13:05', '1:05 PM'],
    ['23:30', '11:30 PM'],
  ])('%s is %s', (time, expected) => {
    expect(formatTime12h(time)).toBe(expected);
  });

  it('leaves anything that is not HH:MM alone', () => {
    expect(formatTime12h('25:00')).toBe('25:00');
  });
});

describe('options', () => {
  it('offers every 30 minutes over 24 hours', () => {
    expect(timeOptions).toHaveLength(48);
    expect(timeOptions.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeOptions.at(-1)).toBe('23:30');
  });

  it('adds a saved time that is off the 30-minute grid', () => {
    expect(timeOptionsWith('09:15')).toHaveLength(49);
    expect(timeOptionsWith('09:15')).toContain('09:15');
    expect(timeOptionsWith('09:30')).toBe(timeOptions);
  });

  it('names the weekdays Sunday (0) to Saturday (6)', () => {
    expect(weekdays[0]).toBe('Sunday');
    expect(weekdays[1]).toBe('Monday');
    expect(weekdays[6]).toBe('Saturday');
  });
});

describe('describeSchedule', () => {
  it('describes each frequency in 12-hour time', () => {
    expect(describeSchedule({ frequency: 'Daily', customSchedule: '09:00' })).toBe('Daily at 9:00 AM');
    expect(describeSchedule({ frequency: 'Weekly', customSchedule: '1,09:00' })).toBe('Weekly on Monday at 9:00 AM');
    expect(describeSchedule({ frequency: 'Monthly', customSchedule: '15,18:30' })).toBe('Monthly on day 15 at 6:30 PM');
    expect(describeSchedule({ frequency: 'Custom', customSchedule: '0 9 * * 1-5' })).toBe('Custom (cron): 0 9 * * 1-5');
  });
});
