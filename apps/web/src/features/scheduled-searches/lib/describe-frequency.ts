import type { SearchSchedule } from '@seeker/contract';
// The wizard's own wording, read-only, so the dashboard and the Review step say the same thing.
import { describeSchedule, scheduleDay } from '@/lib/schedule/schedule-fields';

/**
 * "Daily at 9:00 AM", "Weekly on Monday at 9:00 AM", "Monthly on day 31 at 9:00 AM (last day in
 * shorter months)": the scheduler runs day 29 to 31 on the last day of a month that lacks it.
 */
export function describeFrequency(schedule: Pick<SearchSchedule, 'frequency' | 'customSchedule'>): string {
  const words = describeSchedule(schedule);
  if (schedule.frequency === 'Monthly' && scheduleDay('Monthly', schedule.customSchedule) > 28) return `${words} (last day in shorter months)`;
  return words;
}
