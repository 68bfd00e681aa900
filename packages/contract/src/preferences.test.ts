import { describe, expect, it } from 'vitest';
import { defaultPreferences, hasPreferences } from './preferences';
import { customScheduleProblem, preferencesSchema } from './preferences-input';
import { yearlyPay } from './pay-preference';

describe('preferencesSchema', () => {
  it('accepts the defaults', () => {
    expect(preferencesSchema.parse(defaultPreferences('Europe/Berlin'))).toEqual(defaultPreferences('Europe/Berlin'));
  });

  it('trims tags and drops duplicates ignoring case', () => {
    const parsed = preferencesSchema.parse({ ...defaultPreferences(), titles: [' Engineer ', 'engineer', 'Designer'] });
    expect(parsed.titles).toEqual(['Engineer', 'Designer']);
  });

  it.each([
    ['an empty tag', { titles: ['  '] }],
    ['a job type outside the vocabulary', { jobType: 'Fulltime' }],
    ['a seniority label instead of its value', { seniority: 'Mid-Level' }],
    ['salary above any pay anyone is paid', { salaryRange: { min: 0, max: 100_000_000_001 } }],
    ['a currency no one is paid in', { salaryRange: { min: 0, max: 10, currency: 'XYZ' } }],
    ['a period not offered', { salaryRange: { min: 0, max: 10, period: 'fortnight' } }],
    ['a negative salary', { salaryRange: { min: -1, max: 10 } }],
    ['salary min above max', { salaryRange: { min: 100_000, max: 50_000 } }],
    ['a salary in fractions of a cent', { salaryRange: { min: 0.505, max: 10 } }],
    ['more an hour than anyone is paid', { salaryRange: { min: 0, max: 100_000_000, period: 'hour' } }],
  ])('refuses %s', (_name, patch) => {
    expect(preferencesSchema.safeParse({ ...defaultPreferences(), ...patch }).success).toBe(false);
  });

  it('takes a range in any currency per a year, a month or an hour, and reads one saved without them as dollars a year', () => {
    const yen = preferencesSchema.parse({
      ...defaultPreferences(),
      salaryRange: { min: 4_000_000, max: 6_000_000, currency: 'JPY', period: 'year' },
    });
    expect(yearlyPay(yen.salaryRange)).toEqual({ min: 4_000_000, max: 6_000_000, currency: 'JPY' });
    expect(yearlyPay({ min: 5_000, max: 6_000, currency: 'EUR', period: 'month' })).toEqual({ min: 60_000, max: 72_000, currency: 'EUR' });
    expect(yearlyPay({ min: 40, max: 50, period: 'hour' })).toEqual({ min: 83_200, max: 104_000, currency: 'USD' });
    expect(yearlyPay({ min: 90_000, max: 120_000 })).toEqual({ min: 90_000, max: 120_000, currency: 'USD' });
    expect(preferencesSchema.parse({ ...defaultPreferences(), salaryRange: { min: 12.5, max: 18.75, period: 'hour' } }).salaryRange.max).toBe(18.75);
  });

  it('refuses a schedule whose customSchedule does not fit its frequency, naming the field', () => {
    const prefs = defaultPreferences();
    const result = preferencesSchema.safeParse({
      ...prefs,
      searchSchedule: { ...prefs.searchSchedule, frequency: 'Custom', customSchedule: '61 * * * *' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['searchSchedule', 'customSchedule']);
  });

  it('stores the time zone in its IANA spelling', () => {
    const prefs = defaultPreferences();
    const parsed = preferencesSchema.parse({ ...prefs, searchSchedule: { ...prefs.searchSchedule, timezone: 'europe/berlin' } });
    expect(parsed.searchSchedule.timezone).toBe('Europe/Berlin');
  });

  it('refuses an unknown time zone', () => {
    const prefs = defaultPreferences();
    expect(preferencesSchema.safeParse({ ...prefs, searchSchedule: { ...prefs.searchSchedule, timezone: 'Moon/Base' } }).success).toBe(false);
  });
});

describe('customScheduleProblem', () => {
  it.each([
    ['Daily', '09:00'],
    ['Weekly', '0,23:30'],
    ['Weekly', '6,00:00'],
    ['Monthly', '1,09:00'],
    ['Monthly', '31,18:30'],
    ['Custom', '0 9 * * 1'],
  ] as const)('accepts %s %j', (frequency, value) => expect(customScheduleProblem(frequency, value)).toBeUndefined());

  it.each([
    ['Daily', '9am'],
    ['Daily', '1,09:00'],
    ['Weekly', '7,09:00'],
    ['Weekly', '09:00'],
    ['Monthly', '0,09:00'],
    ['Monthly', '32,09:00'],
    ['Monthly', '1,09:00,x'],
    ['Custom', '* * *'],
  ] as const)('refuses %s %j', (frequency, value) => expect(customScheduleProblem(frequency, value)).toBeTruthy());
});

describe('hasPreferences', () => {
  it('is true when any of titles, locations or skills is set', () => {
    expect(hasPreferences({ titles: [], locations: [], skills: [] })).toBe(false);
    expect(hasPreferences({ titles: [], locations: ['Berlin'], skills: [] })).toBe(true);
  });
});
