import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schedulerTasks } from '../../db/schema';
import type { SchedulerDeps } from './create-task';

/**
 * DELETE /api/v1/tasks/{taskId}: the task is deleted, then every slot of it still waiting in the queue.
 * Nothing of it is kept (a deleted schedule or account leaves no row naming it); a slot already firing
 * finds no task and does nothing, as does one a crash between the two steps left queued.
 */
export async function cancelTask({ db, queue }: SchedulerDeps, taskId: string) {
  await db.delete(schedulerTasks).where(eq(schedulerTasks.id, taskId));
  if (queue.ready()) await queue.dropTask(taskId);
}

export async function findTask(db: Db, taskId: string) {
  const [task] = await db.select().from(schedulerTasks).where(eq(schedulerTasks.id, taskId));
  return task;
}
