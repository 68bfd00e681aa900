import type { Preferences } from '@seeker/contract';
import { jobPreferences } from '../../db/schema';
import { syncScheduleTask, upsertUserSchedule, type ScheduleDeps } from '../scheduled-searches';

/**
 * Saves the whole preferences object and, in the same transaction, the user's scheduled search record;
 * then the scheduler follows (a scheduling failure is stored on the schedule, not a failed save).
 */
export async function savePreferences(deps: ScheduleDeps, userId: string, preferences: Preferences, now = new Date()) {
  const scheduleId = await deps.db.transaction(async (tx) => {
    await tx
      .insert(jobPreferences)
      .values({ userId, preferences, updatedAt: now })
      .onConflictDoUpdate({ target: jobPreferences.userId, set: { preferences, updatedAt: now } });
    return upsertUserSchedule(tx, userId, preferences, now);
  });
  if (scheduleId) await syncScheduleTask(deps, scheduleId, now);
}
