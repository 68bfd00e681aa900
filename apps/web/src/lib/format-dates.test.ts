import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatDateOf,
  formatDay,
  formatMoment,
  formatMonth,
  formatNearDay,
  formatRecentTime,
  formatTimeOfDay,
  formatZonedMoment,
  weekdayDate,
} from './format-dates';

// Intl's spaces differ by ICU version (a narrow no-break space before AM/PM): compared as plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('one date and time format per locale', () => {
  it.each([
    ['en-US', 'Dec 3, 2026', 'Thu, Dec 3, 2026', '2:30 PM', 'Dec 3', 'Apr 2021'],
    ['en-GB', '3 Dec 2026', 'Thu, 3 Dec 2026', '14:30', '3 Dec', 'Apr 2021'],
    ['de-DE', '3. Dez. 2026', 'Do., 3. Dez. 2026', '14:30', '3. Dez.', 'Apr. 2021'],
  ])('%s: days, weekdays, times of day, near days and months', (locale, day, weekday, time, near, month) => {
    expect(plain(formatDay('2026-12-03', undefined, locale))).toBe(day);
    expect(plain(formatDay('2026-12-03', weekdayDate, locale))).toBe(weekday);
    expect(plain(formatTimeOfDay('14:30', locale))).toBe(time);
    expect(plain(formatNearDay('2026-12-03', '2026-11-27', locale))).toBe(near);
    expect(plain(formatNearDay('2026-12-03', '2025-11-27', locale))).toBe(day);
    expect(plain(formatMonth('2021-04', locale))).toBe(month);
  });

  it.each([
    ['en-US', 'Dec 3, 2026, 2:30 PM', 'Thu, Dec 3, 2:30 PM GMT+1'],
    ['en-GB', '3 Dec 2026, 14:30', 'Thu 3 Dec, 14:30 CET'],
    ['de-DE', '3. Dez. 2026, 14:30', 'Do., 3. Dez., 14:30 MEZ'],
  ])('%s: moments in a named zone', (locale, moment, zoned) => {
    const at = '2026-12-03T13:30:00.000Z';
    expect(plain(formatMoment(at, { timeZone: 'Europe/Berlin', locale }))).toBe(moment);
    expect(plain(formatZonedMoment(at, 'Europe/Berlin', new Date('2026-11-27T00:00:00Z'), locale))).toBe(zoned);
    expect(plain(formatDateOf(at, { timeZone: 'Europe/Berlin', locale }))).toBe(plain(formatDay('2026-12-03', undefined, locale)));
  });

  it('reads a calendar day as that day in any browser zone, and shows what it cannot read as given', () => {
    // A day is not a moment: 2026-12-03 is Dec 3 even west of Greenwich.
    expect(formatDay('2026-12-03', undefined, 'en-US')).toBe('Dec 3, 2026');
    expect(formatDay('soon', undefined, 'en-US')).toBe('soon');
    expect(formatTimeOfDay('noon', 'en-US')).toBe('noon');
    expect(formatMoment('never')).toBe('never');
    expect(formatMonth('2021')).toBe('2021');
    // An unknown zone name falls back to the browser's own, still a readable moment.
    expect(formatMoment('2026-12-03T13:30:00.000Z', { timeZone: 'Mars/Olympus', locale: 'en-US' })).toMatch(/^Dec [34], 2026/);
  });

  it('gives the year of a zoned moment only when it is not this one', () => {
    const at = '2027-01-04T08:00:00.000Z';
    expect(plain(formatZonedMoment(at, 'UTC', new Date('2026-12-30T00:00:00Z'), 'en-US'))).toBe('Mon, Jan 4, 2027, 8:00 AM UTC');
    expect(plain(formatZonedMoment(at, 'UTC', new Date('2027-01-01T00:00:00Z'), 'en-US'))).toBe('Mon, Jan 4, 8:00 AM UTC');
  });

  it('writes hours as the locale’s clock does: 12-hour without a leading zero, 24-hour with one', () => {
    expect(plain(formatTimeOfDay('02:55', 'en-US'))).toBe('2:55 AM');
    expect(plain(formatTimeOfDay('02:55', 'en-GB'))).toBe('02:55');
    expect(plain(formatTimeOfDay('02:55', 'de-DE'))).toBe('02:55');
    expect(plain(formatMoment('2026-11-27T02:55:00Z', { timeZone: 'UTC', locale: 'en-GB' }))).toBe('27 Nov 2026, 02:55');
  });

  it('words a recent moment by its time today, and with its day before', () => {
    const now = new Date(2026, 10, 27, 12, 0);
    expect(plain(formatRecentTime(new Date(2026, 10, 27, 8, 50).toISOString(), now, 'en-US'))).toBe('8:50 AM');
    expect(plain(formatRecentTime(new Date(2026, 10, 22, 8, 50).toISOString(), now, 'en-GB'))).toBe('22 Nov, 08:50');
  });

  it('is the only place that formats a date: no screen words one another way', () => {
    const src = path.resolve(__dirname, '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !full.includes('__tests__')) files.push(full);
      }
    };
    walk(src);
    const own = path.join(src, 'lib', 'format-dates.ts');
    const formatting = /toLocaleDateString|toLocaleTimeString|DateTimeFormat\((?!\)\.resolvedOptions)|dateStyle|timeStyle/;
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => file !== own && formatting.test(readFileSync(file, 'utf8'))).map((file) => path.relative(src, file))).toEqual([]);
  });
});
