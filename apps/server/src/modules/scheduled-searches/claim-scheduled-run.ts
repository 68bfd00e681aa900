import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearchRuns } from '../../db/schema';

type RunRow = typeof scheduledSearchRuns.$inferSelect;

const runKey = (scheduleId: string, slot: Date) => and(eq(scheduledSearchRuns.scheduleId, scheduleId), eq(scheduledSearchRuns.scheduledFor, slot));

/**
 * Takes a schedule's slot in the run ledger. A slot that ran to the end answers `done` and is not run
 * again; one left `running` by a crash or `failed` is taken over (pg-boss hands a slot's job to one
 * worker at a time, so whoever asks again is its retry).
 */
export async function claimScheduledRun(
  db: Db,
  run: { scheduleId: string; userId: string; slot: Date; now: Date },
): Promise<{ claimed: true } | { claimed: false; done: RunRow }> {
  const inserted = await db
    .insert(scheduledSearchRuns)
    .values({ scheduleId: run.scheduleId, scheduledFor: run.slot, userId: run.userId, status: 'running', startedAt: run.now })
    .onConflictDoNothing()
    .returning({ scheduleId: scheduledSearchRuns.scheduleId });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db.select().from(scheduledSearchRuns).where(runKey(run.scheduleId, run.slot));
  if (existing?.status === 'done') return { claimed: false, done: existing };
  await db
    .update(scheduledSearchRuns)
    .set({ status: 'running', startedAt: run.now, finishedAt: null, error: null })
    .where(runKey(run.scheduleId, run.slot));
  return { claimed: true };
}

export async function finishScheduledRun(db: Db, run: { scheduleId: string; slot: Date }, fields: Partial<typeof scheduledSearchRuns.$inferInsert>) {
  await db.update(scheduledSearchRuns).set(fields).where(runKey(run.scheduleId, run.slot));
}
