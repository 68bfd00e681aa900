import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches } from '../../db/schema';
import type { SchedulerClient } from '../scheduler';

export type ScheduleDeps = { db: Db; scheduler: SchedulerClient; log?: { error: (details: object, message: string) => void } | undefined };

/**
 * Brings the scheduler in line with the stored schedule (spec part 1 section 4): the old task is
 * cancelled; an active, enabled schedule gets a new task with its id and next run stored and the error
 * cleared, or on failure the error and retryAfter; anything else keeps no task and no next run.
 */
export async function syncScheduleTask({ db, scheduler, log }: ScheduleDeps, scheduleId: string, now = new Date()) {
  const [row] = await db.select().from(scheduledSearches).where(eq(scheduledSearches.id, scheduleId));
  if (!row) return undefined;
  if (row.taskId) {
    const cancelled = await scheduler.cancel(row.taskId);
    // A task left behind fires into the execute target, which skips it and has it cancelled then.
    if (!cancelled.ok) log?.error({ scheduleId, taskId: row.taskId }, 'could not cancel the old scheduler task');
  }
  let fields: Partial<typeof scheduledSearches.$inferInsert>;
  if (row.status === 'active' && row.schedule.enabled) {
    const { frequency, customSchedule, timezone } = row.schedule;
    const outcome = await scheduler.schedule({ scheduleId, schedule: { frequency, customSchedule, timezone } });
    fields = outcome.ok
      ? { taskId: outcome.taskId, nextRunAt: outcome.nextRunAt, taskError: null, retryAfter: null }
      : { taskId: null, nextRunAt: null, taskError: outcome.error, retryAfter: outcome.retryAfter };
  } else {
    fields = { taskId: null, nextRunAt: null, taskError: null, retryAfter: null };
  }
  const [updated] = await db
    .update(scheduledSearches)
    .set({ ...fields, updatedAt: now })
    .where(eq(scheduledSearches.id, scheduleId))
    .returning();
  return updated;
}
