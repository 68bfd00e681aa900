import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearchRuns } from '../../db/schema';

type RunRow = typeof scheduledSearchRuns.$inferSelect;

const runKey = (scheduleId: string, slot: Date) => and(eq(scheduledSearchRuns.scheduleId, scheduleId), eq(scheduledSearchRuns.scheduledFor, slot));

type RunKey = { scheduleId: string; slot: Date };
type Claim = { claimed: true } | { claimed: false; done: RunRow };

/**
 * Takes schedules' slots in the run ledger (each slot once in `runs`), in one insert. A slot that ran to
 * the end answers `done` and is not run again; one left `running` by a crash or `failed` is taken over
 * (pg-boss hands a slot's job to one worker at a time, so whoever asks again is its retry).
 */
export async function claimScheduledRuns(db: Db, runs: (RunKey & { userId: string; now: Date })[]): Promise<Claim[]> {
  if (runs.length === 0) return [];
  const inserted = await db
    .insert(scheduledSearchRuns)
    .values(
      runs.map((run) => ({ scheduleId: run.scheduleId, scheduledFor: run.slot, userId: run.userId, status: 'running' as const, startedAt: run.now })),
    )
    .onConflictDoNothing()
    .returning({ scheduleId: scheduledSearchRuns.scheduleId, scheduledFor: scheduledSearchRuns.scheduledFor });
  const taken = new Set(inserted.map((row) => keyOf({ scheduleId: row.scheduleId, slot: row.scheduledFor })));
  const claims: Claim[] = [];
  // Slots claimed before (retries): rare, one by one.
  for (const run of runs) claims.push(taken.has(keyOf(run)) ? { claimed: true } : await claimAgain(db, run));
  return claims;
}

const keyOf = (run: RunKey) => `${run.scheduleId}|${run.slot.getTime()}`;

async function claimAgain(db: Db, run: RunKey & { now: Date }): Promise<Claim> {
  const [existing] = await db.select().from(scheduledSearchRuns).where(runKey(run.scheduleId, run.slot));
  if (existing?.status === 'done') return { claimed: false, done: existing };
  await db
    .update(scheduledSearchRuns)
    .set({ status: 'running', startedAt: run.now, finishedAt: null, error: null })
    .where(runKey(run.scheduleId, run.slot));
  return { claimed: true };
}

/** Slots claimed and not started: taken out of the ledger (still running, so not one another worker took over meanwhile). */
export async function releaseScheduledRuns(db: Db, runs: RunKey[]) {
  for (const run of runs)
    await db.delete(scheduledSearchRuns).where(and(runKey(run.scheduleId, run.slot), eq(scheduledSearchRuns.status, 'running')));
}

export async function finishScheduledRun(db: Db, run: { scheduleId: string; slot: Date }, fields: Partial<typeof scheduledSearchRuns.$inferInsert>) {
  await db.update(scheduledSearchRuns).set(fields).where(runKey(run.scheduleId, run.slot));
}
