import { isNotNull } from 'drizzle-orm';
import { schedulerTasks } from '../../db/schema';
import type { SchedulerDeps } from './create-task';

/**
 * At start-up every task's upcoming slot is queued again. Queueing is idempotent (one job id per
 * task and slot), so this only restores a slot whose job went missing: one queued before a crash
 * between the task's update and the queue write, or one pg-boss pruned after a long downtime.
 */
export async function queuePendingSlots({ db, queue }: SchedulerDeps) {
  const tasks = await db
    .select({ id: schedulerTasks.id, nextRunAt: schedulerTasks.nextRunAt })
    .from(schedulerTasks)
    .where(isNotNull(schedulerTasks.nextRunAt));
  await queue.queueSlots(tasks.map((task) => ({ taskId: task.id, slot: task.nextRunAt! })));
  return tasks.length;
}
