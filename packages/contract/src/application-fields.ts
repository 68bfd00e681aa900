import { z } from 'zod/mini';
import { oneLineText } from './text';

// What the Application Manager's schemas share (applications.ts, application-contacts.ts, application-table.ts).

/** How much an application holds, and how long its texts may be. */
export const applicationLimits = {
  notes: 20_000,
  tag: 40,
  tags: 12,
  contacts: 30,
  interviews: 30,
  followUps: 30,
  name: 120,
  role: 120,
  email: 254,
  link: 2000,
  place: 300,
  note: 500,
  search: 200,
  /** Cards a column sends at a time; "Show more" reads the next ones. */
  columnPage: 50,
  durationMinutes: { min: 5, max: 720, default: 60 },
} as const;

/** Days this century: a year 0001 or 9999 is a typo, and older years break time-zone arithmetic. */
export const dateRange = { first: '2000-01-01', last: '2099-12-31' } as const;
/** What a day outside `dateRange` is told. */
export const outOfRangeDay = 'Pick a date between 2000 and 2099';
export const isoDate = z.iso.date('Pick a date').check(
  z.refine((day) => day >= dateRange.first && day <= dateRange.last, outOfRangeDay),
  z.describe('A calendar day, YYYY-MM-DD, 2000–2099'),
);
export const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Pick a time of day'));
export const trimmed = (max: number) => oneLineText().check(z.maxLength(max));
export const optionalText = (max: number) => z._default(trimmed(max), '');
