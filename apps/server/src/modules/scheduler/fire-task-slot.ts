import type { ExecuteScheduledSearchRequest } from '@seeker/contract';
import { and, eq, lte, sql } from 'drizzle-orm';
import { schedulerTasks } from '../../db/schema';
import { defaultCustomScheduleMinMinutes, nextRunAfterSlot } from '../../lib/time/next-run-at';
import { cancelTask } from './cancel-task';
import type { SchedulerDeps } from './create-task';
import type { SlotJob } from './task-queue';
import { arrayParam } from '../../db/array-param';

/** What a slot's run came to: whether its task is still wanted, or the error it failed with. */
export type SlotOutcome = { gone: boolean } | { error: unknown };

/** What tasks call when their slots come (the execute target, spec part 1 section 7): one outcome per request, in order. */
export type ExecuteTarget = (requests: (ExecuteScheduledSearchRequest & { requestId?: string | undefined })[]) => Promise<SlotOutcome[]>;

/**
 * Slots of tasks fire together (a batch of slot jobs). Each task's next slot is queued first, so neither
 * a failed run nor a crash ends its series; it follows the later of now and this slot, so a server that
 * was down runs a missed slot once (this job) and then carries on from now rather than once per missed
 * slot; a Custom cron's next slot is at least `minCustomMs` after this one. The tasks are read, moved on and their next slots queued in one statement each, then their runs
 * made. An error in an outcome retries that slot; a second slot of one task in the batch fires after
 * the rest, alone.
 */
export async function fireTaskSlots(
  { db, queue }: SchedulerDeps,
  execute: ExecuteTarget,
  jobs: SlotJob[],
  now = new Date(),
  /** A Custom cron's shortest gap between runs (`nextRunAfterSlot`). */
  minCustomMs = defaultCustomScheduleMinMinutes * 60_000,
): Promise<{ error?: unknown }[]> {
  const outcomes: { error?: unknown }[] = jobs.map(() => ({}));
  const firsts = jobs.flatMap((job, index) => (jobs.findIndex((other) => other.taskId === job.taskId) === index ? [index] : []));
  const tasks = new Map(
    (
      await db
        .select()
        .from(schedulerTasks)
        .where(
          sql`${schedulerTasks.id} = any(${arrayParam(
            firsts.map((index) => jobs[index]!.taskId),
            'text',
          )})`,
        )
    ).map((task) => [task.id, task] as const),
  );
  const firing = firsts.flatMap((index) => {
    const job = jobs[index]!;
    const task = tasks.get(job.taskId);
    if (!task) return [];
    const slot = new Date(job.slot);
    return [{ index, job, task, slot, next: nextRunAfterSlot(task.schedule, slot, now, minCustomMs) }];
  });
  if (firing.length > 0) {
    // Only the job for a task's current slot moves it on; a retry finds it moved already.
    const moved = new Map(
      (
        await db
          .update(schedulerTasks)
          .set({ nextRunAt: sql`fired.next` })
          .from(
            sql`unnest(${arrayParam(
              firing.map((fire) => fire.task.id),
              'text',
            )}, ${arrayParam(
              firing.map((fire) => fire.slot.toISOString()),
              'timestamptz',
            )},
              ${arrayParam(
                firing.map((fire) => fire.next?.toISOString() ?? null),
                'timestamptz',
              )}) as fired(id, slot, next)`,
          )
          .where(and(eq(schedulerTasks.id, sql`fired.id`), lte(schedulerTasks.nextRunAt, sql`fired.slot`)))
          .returning({ id: schedulerTasks.id, nextRunAt: schedulerTasks.nextRunAt })
      ).map((row) => [row.id, row.nextRunAt] as const),
    );
    const upcoming = firing.flatMap(({ task, slot, job }) => {
      const next = moved.has(task.id) ? moved.get(task.id) : task.nextRunAt;
      return next && next > slot ? [{ taskId: task.id, slot: next, requestId: job.requestId }] : [];
    });
    await queue.queueSlots(upcoming);
    const results = await execute(
      firing.map(({ task, slot, job }) => ({
        scheduleId: task.scheduleId,
        taskId: task.id,
        scheduledFor: slot.toISOString(),
        requestId: job.requestId,
      })),
    );
    for (const [position, { index, task }] of firing.entries()) {
      const result = results[position]!;
      if ('error' in result) outcomes[index] = { error: result.error };
      // The target no longer wants this task (its schedule changed or went): stop the series here.
      else if (result.gone) await cancelTask({ db, queue }, task.id);
    }
  }
  for (const [index, job] of jobs.entries())
    if (!firsts.includes(index)) outcomes[index] = (await fireTaskSlots({ db, queue }, execute, [job], now, minCustomMs))[0] ?? {};
  return outcomes;
}

/** One slot of a task fires (`fireTaskSlots` for one); its run's error is thrown, so the slot is retried. */
export async function fireTaskSlot(deps: SchedulerDeps, execute: ExecuteTarget, job: SlotJob, now = new Date()) {
  const [outcome] = await fireTaskSlots(deps, execute, [job], now);
  if (outcome?.error !== undefined) throw outcome.error;
}
