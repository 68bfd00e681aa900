import crypto from 'node:crypto';
import { schedulerMessages, type ScheduleTaskRequest } from '@seeker/contract';
import { count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearchRuns, scheduledSearches, schedulerTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defaultCustomScheduleMinMinutes, nextRunAfterSlot, nextRunAt } from '../../lib/time/next-run-at';
import type { TaskQueue } from './task-queue';

export type SchedulerDeps = {
  db: Db;
  queue: TaskQueue;
  /** A Custom cron's shortest gap between runs (CUSTOM_SCHEDULE_MIN_MINUTES; an hour when not given). */
  minCustomMs?: number;
};

/** Live (not cancelled) tasks one schedule may have: the app keeps one, and two while it replaces one. */
export const maxLiveTasksPerSchedule = 5;

/**
 * POST /api/v1/tasks/schedule: a recurring task for one schedule, its first slot queued. The task row
 * and the queued slot are in the database, so neither a restart nor a crash loses it.
 */
export async function createTask(
  { db, queue, minCustomMs = defaultCustomScheduleMinMinutes * 60_000 }: SchedulerDeps,
  request: ScheduleTaskRequest,
  now = new Date(),
) {
  if (!queue.ready()) throw new AppError('UNAVAILABLE', schedulerMessages.initializing);
  const { frequency, customSchedule, timezone } = request.schedule;
  const timing = { frequency, customSchedule, timezone };
  // A schedule saved again (its task made anew) keeps the gap after its last run: saving must not be a way to run every minute.
  const [last] = await db
    .select({ slot: max(scheduledSearchRuns.scheduledFor) })
    .from(scheduledSearchRuns)
    .where(eq(scheduledSearchRuns.scheduleId, request.scheduleId));
  const first = last?.slot ? nextRunAfterSlot(timing, last.slot, now, minCustomMs) : nextRunAt(timing, now);
  if (!first) throw new AppError('BAD_REQUEST', 'This schedule never runs again: its cron expression has no future time.');
  const id = `task-${crypto.randomUUID()}`;
  await db.transaction(async (tx) => {
    // One creation at a time per schedule, so the count below holds.
    await tx.select({ id: scheduledSearches.id }).from(scheduledSearches).where(eq(scheduledSearches.id, request.scheduleId)).for('update');
    const [live] = await tx.select({ tasks: count() }).from(schedulerTasks).where(eq(schedulerTasks.scheduleId, request.scheduleId));
    if ((live?.tasks ?? 0) >= maxLiveTasksPerSchedule) {
      throw new AppError('CONFLICT', `This schedule already has ${maxLiveTasksPerSchedule} live tasks; delete one before creating another.`);
    }
    await tx
      .insert(schedulerTasks)
      .values({ id, scheduleId: request.scheduleId, schedule: timing, targetUrl: request.targetUrl, nextRunAt: first, createdAt: now });
  });
  await queue.queueSlot(id, first);
  return { taskId: id, nextRunAt: first.toISOString() };
}
