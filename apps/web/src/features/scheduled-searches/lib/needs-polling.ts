import type { ScheduledSearch } from '@seeker/contract';

/** How often the list is read again while a run is under way or about to start. */
export const pollIntervalMs = 30_000;
const soonMs = 2 * 60_000;

/**
 * A run is going, or the next one is due within two minutes (or overdue): its outcome will change
 * the list soon. Otherwise nothing changes without the user, and the list is not polled.
 */
export function needsPolling(schedules: ScheduledSearch[], now = Date.now()): boolean {
  return schedules.some((schedule) => {
    if (schedule.status !== 'active') return false;
    if (schedule.lastRun?.status === 'running') return true;
    return schedule.nextRunAt !== null && Date.parse(schedule.nextRunAt) - now <= soonMs;
  });
}
