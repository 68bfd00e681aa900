import { z } from 'zod/mini';
import { canonicalTimeZone, cronSyntaxProblem, isTimeOfDay, isTimeZone } from './schedule-format';
import { payPreferenceSchema } from './pay-preference';
import { safeString } from './text';

/** One vocabulary end to end: stored, validated and shown with these values. */
export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Intern'] as const;
export const seniorities = ['Junior', 'Mid', 'Senior', 'Exec'] as const;
export const seniorityLabels: Record<Seniority, string> = { Junior: 'Junior', Mid: 'Mid-Level', Senior: 'Senior', Exec: 'Executive' };
export const frequencies = ['Daily', 'Weekly', 'Monthly', 'Custom'] as const;
export const notificationTypes = ['Email', 'Push', 'Both', 'None'] as const;
export const notificationTypeLabels: Record<NotificationType, string> = {
  Email: 'Email Only',
  Push: 'Push Notification',
  Both: 'Email & Push',
  None: 'None',
};

export type JobType = (typeof jobTypes)[number];
export type Seniority = (typeof seniorities)[number];
export type Frequency = (typeof frequencies)[number];
export type NotificationType = (typeof notificationTypes)[number];

/** What a frequency change resets customSchedule to (spec part 1 section 4). */
export const frequencyResets: Record<Frequency, string> = {
  Daily: '09:00',
  Weekly: '1,09:00',
  Monthly: '1,09:00',
  Custom: '* * * * *',
};

const tag = safeString().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));
/** Tag lists: trimmed, empties refused, duplicates (case-insensitive) dropped. */
const tagList = z.pipe(
  z.array(tag).check(z.maxLength(50, 'at most 50 entries')),
  z.transform((values) => values.filter((value, index) => values.findIndex((v) => v.toLowerCase() === value.toLowerCase()) === index)),
);

const timeOfDay = safeString().check(z.refine(isTimeOfDay, 'must be a time as HH:MM (00:00 to 23:59)'));

/**
 * Why a customSchedule does not fit its frequency, or undefined; a Custom cron is checked by `cronCheck`
 * (cronProblem for a schedule being written, preferences-input.ts; cronSyntaxProblem for one read back).
 */
export function scheduleProblem(frequency: Frequency, value: string, cronCheck: (expression: string) => string | undefined): string | undefined {
  if (frequency === 'Custom') return cronCheck(value);
  if (frequency === 'Daily') return isTimeOfDay(value) ? undefined : 'Daily schedule must be a time as HH:MM';
  const [day, time, extra] = value.split(',');
  const [min, max, shape] =
    frequency === 'Weekly' ? [0, 6, '"dayOfWeek,HH:MM" with day 0 (Sunday) to 6 (Saturday)'] : [1, 31, '"dayOfMonth,HH:MM" with day 1 to 31'];
  const dayNumber = Number(day);
  const validDay = day !== undefined && /^\d{1,2}$/.test(day) && dayNumber >= min && dayNumber <= max;
  return validDay && time !== undefined && extra === undefined && isTimeOfDay(time) ? undefined : `${frequency} schedule must be ${shape}`;
}

/** The search schedule, its customSchedule checked against its frequency with `cronCheck` for a Custom cron. */
export function searchScheduleWith(cronCheck: (expression: string) => string | undefined) {
  return z
    .object({
      enabled: z.boolean(),
      frequency: z.enum(frequencies),
      customSchedule: safeString().check(z.maxLength(200)),
      notificationType: z.enum(notificationTypes),
      quietHours: z.object({ start: timeOfDay, end: timeOfDay }),
      timezone: z.pipe(safeString().check(z.refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin')), z.transform(canonicalTimeZone)),
    })
    .check(
      z.superRefine((schedule, ctx) => {
        const problem = scheduleProblem(schedule.frequency, schedule.customSchedule, cronCheck);
        if (problem) ctx.addIssue({ code: 'custom', path: ['customSchedule'], message: problem });
      }),
    );
}

/**
 * A schedule as stored and sent back: a Custom cron checked by its five fields only. It passed
 * searchScheduleSchema (preferences-input.ts: croner's verdict too) when it was written, and reading it back
 * need not load croner: the web app's dashboard reads schedules, and only the screens that edit a cron load it.
 */
export const storedSearchScheduleSchema = searchScheduleWith(cronSyntaxProblem);
export type SearchSchedule = z.infer<typeof storedSearchScheduleSchema>;

const preferencesExamples = {
  examples: [
    {
      titles: ['Frontend Engineer'],
      locations: ['Berlin', 'Remote'],
      skills: ['TypeScript', 'React'],
      companies: [],
      includeKeywords: [],
      excludeKeywords: ['unpaid'],
      salaryRange: { min: 60_000, max: 120_000, currency: 'EUR', period: 'year' },
      jobType: 'Full-time',
      seniority: 'Mid',
      other: '',
      searchSchedule: {
        enabled: true,
        frequency: 'Weekly',
        customSchedule: '1,09:00',
        notificationType: 'Email',
        quietHours: { start: '22:00', end: '08:00' },
        timezone: 'Europe/Berlin',
      },
    },
  ],
};

/** The preferences with the given schedule schema (as written or as stored). */
export function preferencesWith(searchSchedule: typeof storedSearchScheduleSchema) {
  return z
    .object({
      titles: tagList,
      locations: tagList,
      skills: tagList,
      companies: tagList,
      includeKeywords: tagList,
      excludeKeywords: tagList,
      salaryRange: payPreferenceSchema,
      jobType: z.enum(jobTypes),
      seniority: z.enum(seniorities),
      other: safeString().check(z.maxLength(2000)),
      searchSchedule,
    })
    .check(
      z.refine((value) => value.salaryRange.min <= value.salaryRange.max, {
        path: ['salaryRange'],
        message: 'minimum must not be above maximum',
      }),
      z.meta(preferencesExamples),
    );
}

const storedPreferencesSchema = preferencesWith(storedSearchScheduleSchema);
export type Preferences = z.infer<typeof storedPreferencesSchema>;

/**
 * Spec part 1 section 9 "Dashboard defaults"; the timezone is the browser's where one is known. A guest has no
 * email address, so their new jobs are announced in the app alone ("None": no email, no push) until they add one,
 * rather than "Email Only" beside "Guests have no email address" (issue 70).
 */
export function defaultPreferences(timezone = 'UTC', { guest = false }: { guest?: boolean } = {}): Preferences {
  return {
    titles: [],
    locations: [],
    skills: [],
    companies: [],
    includeKeywords: [],
    excludeKeywords: [],
    salaryRange: { min: 0, max: 200_000 },
    jobType: 'Full-time',
    seniority: 'Mid',
    other: '',
    searchSchedule: {
      enabled: false,
      frequency: 'Daily',
      customSchedule: frequencyResets.Daily,
      notificationType: guest ? 'None' : 'Email',
      quietHours: { start: '22:00', end: '08:00' },
      timezone,
    },
  };
}

/** The saved-preferences read: `saved` is false when the user never saved (the body then holds defaults). */
export const preferencesResponseSchema = z.object({ saved: z.boolean(), preferences: storedPreferencesSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** Preferences "exist" for onboarding when any of titles, locations or skills is non-empty. */
export function hasPreferences(preferences: Pick<Preferences, 'titles' | 'locations' | 'skills'>) {
  return preferences.titles.length > 0 || preferences.locations.length > 0 || preferences.skills.length > 0;
}
