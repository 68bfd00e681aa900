import type { ScheduledSearchStatus } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { jobPreferences, scheduledSearches } from '../../db/schema';
import { findOwnedSchedule } from './find-owned-schedule';
import { scheduledSearchView } from './list-scheduled-searches';
import { syncScheduleTask, type ScheduleDeps } from './sync-schedule-task';

/**
 * Pause and Resume (spec part 1 section 4): paused or disabled keep no task; active gets a new one.
 * Resuming a disabled schedule also turns its Enable Automated Job Search back on.
 */
export async function setScheduleStatus(deps: ScheduleDeps, userId: string, scheduleId: string, status: ScheduledSearchStatus, now = new Date()) {
  const row = await findOwnedSchedule(deps.db, userId, scheduleId);
  const schedule = { ...row.schedule, enabled: status === 'active' ? true : row.schedule.enabled };
  await deps.db.update(scheduledSearches).set({ status, schedule, updatedAt: now }).where(eq(scheduledSearches.id, row.id));
  if (schedule.enabled !== row.schedule.enabled) await setPreferencesScheduleEnabled(deps, userId, schedule.enabled, now);
  const synced = await syncScheduleTask(deps, row.id, now);
  return scheduledSearchView(deps.db, synced!);
}

/** Retry (spec "retry cloud task"): the task is created again; success clears the Automation Error. */
export async function retryScheduleTask(deps: ScheduleDeps, userId: string, scheduleId: string, now = new Date()) {
  const row = await findOwnedSchedule(deps.db, userId, scheduleId);
  const synced = await syncScheduleTask(deps, row.id, now);
  return scheduledSearchView(deps.db, synced!);
}

/** Delete: its task is cancelled, and the wizard's Enable Automated Job Search is off, so nothing brings it back unasked. */
export async function deleteScheduledSearch(deps: ScheduleDeps, userId: string, scheduleId: string, now = new Date()) {
  const row = await findOwnedSchedule(deps.db, userId, scheduleId);
  if (row.taskId) {
    const cancelled = await deps.scheduler.cancel(row.taskId);
    if (!cancelled.ok) deps.log?.error({ scheduleId, taskId: row.taskId }, 'could not cancel the deleted schedule’s task');
  }
  await deps.db.delete(scheduledSearches).where(eq(scheduledSearches.id, row.id));
  await setPreferencesScheduleEnabled(deps, userId, false, now);
}

async function setPreferencesScheduleEnabled(deps: ScheduleDeps, userId: string, enabled: boolean, now: Date) {
  const [saved] = await deps.db.select().from(jobPreferences).where(eq(jobPreferences.userId, userId));
  if (!saved || saved.preferences.searchSchedule.enabled === enabled) return;
  const preferences = { ...saved.preferences, searchSchedule: { ...saved.preferences.searchSchedule, enabled } };
  await deps.db.update(jobPreferences).set({ preferences, updatedAt: now }).where(eq(jobPreferences.userId, userId));
}
