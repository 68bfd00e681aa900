import type { ExecuteScheduledSearchRequest } from '@seeker/contract';
import { and, eq, lte } from 'drizzle-orm';
import { schedulerTasks } from '../../db/schema';
import { nextRunAt } from '../../lib/time/next-run-at';
import { cancelTask, findTask } from './cancel-task';
import type { SchedulerDeps } from './create-task';
import type { SlotJob } from './task-queue';

/** What a task calls when its slot comes: the execute target (spec part 1 section 7). */
export type ExecuteTarget = (request: ExecuteScheduledSearchRequest) => Promise<{ gone: boolean }>;

/**
 * One slot of a task fires. The next slot is queued first, so neither a failed run nor a crash ends the
 * series; it follows the later of now and this slot, so a server that was down runs a missed slot once
 * (this job) and then carries on from now rather than once per missed slot. A throw retries this slot.
 */
export async function fireTaskSlot({ db, queue }: SchedulerDeps, execute: ExecuteTarget, job: SlotJob, now = new Date()) {
  const task = await findTask(db, job.taskId);
  if (!task) return;
  const slot = new Date(job.slot);
  const next = nextRunAt(task.schedule, new Date(Math.max(now.getTime(), slot.getTime())));
  // Only the job for the task's current slot moves it on; a retry finds it moved already.
  const [moved] = await db
    .update(schedulerTasks)
    .set({ nextRunAt: next })
    .where(and(eq(schedulerTasks.id, task.id), lte(schedulerTasks.nextRunAt, slot)))
    .returning({ nextRunAt: schedulerTasks.nextRunAt });
  const upcoming = moved ? moved.nextRunAt : task.nextRunAt;
  if (upcoming && upcoming > slot) await queue.queueSlot(task.id, upcoming);
  const outcome = await execute({ scheduleId: task.scheduleId, taskId: task.id, scheduledFor: slot.toISOString() });
  // The target no longer wants this task (its schedule changed or went): stop the series here.
  if (outcome.gone) await cancelTask({ db, queue }, task.id);
}
