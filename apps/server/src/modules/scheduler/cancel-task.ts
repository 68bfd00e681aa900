import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schedulerTasks } from '../../db/schema';
import type { SchedulerDeps } from './create-task';

/** DELETE /api/v1/tasks/{taskId}: the task stops; a slot already firing finds it cancelled and does nothing. */
export async function cancelTask({ db, queue }: SchedulerDeps, taskId: string, now = new Date()) {
  const [task] = await db
    .update(schedulerTasks)
    .set({ cancelledAt: now })
    .where(and(eq(schedulerTasks.id, taskId), isNull(schedulerTasks.cancelledAt)))
    .returning({ nextRunAt: schedulerTasks.nextRunAt });
  if (task?.nextRunAt && queue.ready()) await queue.dropSlot(taskId, task.nextRunAt);
}

export async function findTask(db: Db, taskId: string) {
  const [task] = await db.select().from(schedulerTasks).where(eq(schedulerTasks.id, taskId));
  return task;
}
