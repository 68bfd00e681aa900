import { and, eq, isNull } from 'drizzle-orm';
import { scheduledSearches } from '../../db/schema';
import { syncScheduleTask, type ScheduleDeps } from './sync-schedule-task';

/**
 * At start-up, every active schedule without a task gets one: those saved while the queue was still
 * starting (the 503 "initializing" answer) or whose scheduling failed. No user has to press Retry.
 */
export async function reconcileSchedules(deps: ScheduleDeps, now = new Date()) {
  const orphans = await deps.db
    .select({ id: scheduledSearches.id })
    .from(scheduledSearches)
    .where(and(eq(scheduledSearches.status, 'active'), isNull(scheduledSearches.taskId)));
  for (const { id } of orphans) await syncScheduleTask(deps, id, now);
  return orphans.length;
}
