// A scheduled run at each step (due, claimed, found), what becomes of it, and how a failed one says so.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { scheduledSearches } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { finishScheduledRun } from './claim-scheduled-run';
import type { ScheduleRow } from './find-owned-schedule';
import type { ScheduleRanking } from './scheduled-matching';
import type { RunProgress } from '../agent-runs';
import type { FoundSearch, SearchDeps } from '../job-search';

export type ExecuteDeps = SearchDeps & {
  /** Sends what is due now (the run's own email and push, unless quiet hours hold them back). */
  deliverDue: (now: Date) => Promise<unknown>;
};

export type ExecuteOutcome = {
  status: 'done' | 'skipped';
  sessionId: string | null;
  jobCount: number;
  newJobs: number;
  /** The task that fired is not this schedule's any more (or the schedule is gone): the scheduler drops it. */
  gone: boolean;
  /** How the run found its results: its kept matches and what is new since, or a full search (the first run, changed preferences). */
  search?: 'full' | 'incremental';
};

/** Seconds before pg-boss tries a failed run again: what the dashboard's "Retry in 1m" says (slotJobOptions.retryDelay). */
export const failedRunRetryAfter = 30;

/** A run per slot: the same slot always means the same run and search session, on any attempt. */
export function runIdFor(scheduleId: string, slot: Date) {
  return `sched-${crypto.createHash('sha256').update(`${scheduleId}|${slot.toISOString()}`).digest('hex').slice(0, 32)}`;
}

/** What became of one request of a batch: its outcome, or the error it failed with. */
export type ExecuteResult = ExecuteOutcome | { error: unknown };

export type DueRun = { index: number; row: ScheduleRow; nextRunAt: Date | null; ledger: RunLedger };
export type RunLedger = { scheduleId: string; userId: string; slot: Date; now: Date };
/** A claimed run whose search is found, to be saved with the others of its batch. */
export type FoundRun = { index: number; run: DueRun; now: Date; progress: RunProgress; found: FoundSearch<ScheduleRanking> };

/**
 * A run that failed: its record, its ledger and its schedule say so (as far as the database lets them: a
 * write that fails here leaves the ledger to the slot's retry). Returns the run's error, to be thrown or reported.
 */
export async function failRun(deps: ExecuteDeps, { row, ledger, nextRunAt }: DueRun, progress: RunProgress, error: unknown): Promise<unknown> {
  const message = error instanceof AppError ? error.message : 'The scheduled search failed unexpectedly.';
  await progress.finish({ status: 'failed', error: message }).catch(() => {});
  await finishScheduledRun(deps.db, ledger, { status: 'failed', finishedAt: new Date(), error: message })
    .then(() =>
      deps.db
        .update(scheduledSearches)
        .set({ taskError: `The last run failed: ${message}`, retryAfter: failedRunRetryAfter, nextRunAt, updatedAt: new Date() })
        .where(eq(scheduledSearches.id, row.id)),
    )
    .catch(() => {});
  return error;
}
