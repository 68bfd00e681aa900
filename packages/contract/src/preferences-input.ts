import { cronProblem } from './cron-problem';
import { preferencesWith, scheduleProblem, searchScheduleWith, type Frequency } from './preferences';

// Preferences as written, apart from preferences.ts: these check a Custom cron with croner (cronProblem), which
// code that only reads stored preferences and schedules (the web app's dashboard) does not load.

/** Why a customSchedule does not fit its frequency, or undefined. */
export function customScheduleProblem(frequency: Frequency, value: string): string | undefined {
  return scheduleProblem(frequency, value, cronProblem);
}

/** A schedule as written: its customSchedule checked in full (a Custom cron by croner too, as the scheduler runs it). */
export const searchScheduleSchema = searchScheduleWith(cronProblem);

/** Preferences as written (the save's body). */
export const preferencesSchema = preferencesWith(searchScheduleSchema);
