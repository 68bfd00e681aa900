import crypto from 'node:crypto';
import { scheduledSearchMessages, type ExecuteScheduledSearchRequest } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, scheduledSearches, scheduledSearchRuns, schedulerTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRequestId } from '../../lib/request-context';
import { claimScheduledRuns, finishScheduledRun, releaseScheduledRuns } from './claim-scheduled-run';
import type { ScheduleRow } from './find-owned-schedule';
import { recordSeenPostings } from './record-seen-postings';
import { scheduleMatching } from './scheduled-matching';
import { createRunProgress } from '../agent-runs';
import { runJobSearch, type SearchDeps } from '../job-search';
import { createNewJobsNotification } from '../notifications';

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
function runIdFor(scheduleId: string, slot: Date) {
  return `sched-${crypto.createHash('sha256').update(`${scheduleId}|${slot.toISOString()}`).digest('hex').slice(0, 32)}`;
}

function searchName(row: ScheduleRow) {
  return row.preferences.titles[0] ?? row.preferences.skills[0] ?? row.preferences.locations[0] ?? 'your scheduled search';
}

const skipped = (gone: boolean): ExecuteOutcome => ({ status: 'skipped', sessionId: null, jobCount: 0, newJobs: 0, gone });

/** How far ahead of this process's clock a slot may be run: the scheduler's clock may be a little ahead. */
const maxSlotEarlyMs = 2 * 60_000;

/**
 * A run of a batch not started this long after the batch was: its claim is given back and pg-boss retries
 * it. Well inside both the slot job's expiry (300 s) and the time a run recorded running may go without a
 * heartbeat before fail-interrupted-runs closes it (120 s; a run's first beat comes 20 s after it starts).
 */
export const batchStartBudgetMs = 60_000;

/** What became of one request of a batch: its outcome, or the error it failed with. */
export type ExecuteResult = ExecuteOutcome | { error: unknown };

type ScheduleRead = { schedule: ScheduleRow; taskNextRunAt: Date | null };
type DueRun = { index: number; row: ScheduleRow; nextRunAt: Date | null; ledger: RunLedger };
type RunLedger = { scheduleId: string; userId: string; slot: Date; now: Date };

/**
 * POST /api/v1/scheduled-search/execute: one run of a scheduled search with its own preferences, saved
 * as a new search session. The session, the run ledger, the schedule's lastRunAt/nextRunAt and the
 * in-app notification commit together, so a crash leaves either all of them or none (and the retry).
 */
export async function executeScheduledSearch(deps: ExecuteDeps, request: ExecuteScheduledSearchRequest, now = new Date()): Promise<ExecuteOutcome> {
  const [result] = await executeScheduledSearches(deps, [request], now);
  if (!result || 'error' in result) throw result?.error;
  return result;
}

/**
 * Runs of many schedules due together (a batch of slot jobs): the schedules are read, their slots claimed
 * and their runs recorded running in one statement each; then each runs on its own, one after another,
 * committed on its own, its failure its own. A request repeated in the batch runs after the rest, alone.
 */
export async function executeScheduledSearches(
  deps: ExecuteDeps,
  requests: (ExecuteScheduledSearchRequest & { requestId?: string | undefined })[],
  now = new Date(),
  startBudgetMs = batchStartBudgetMs,
): Promise<ExecuteResult[]> {
  const results: ExecuteResult[] = new Array(requests.length);
  // The schedules and when their tasks fire next, in one read.
  const reads = await deps.db
    .select({ schedule: scheduledSearches, taskNextRunAt: schedulerTasks.nextRunAt })
    .from(scheduledSearches)
    .leftJoin(schedulerTasks, eq(schedulerTasks.id, scheduledSearches.taskId))
    .where(sql`${scheduledSearches.id} = any(${sql.param([...new Set(requests.map((request) => request.scheduleId))])}::text[])`);
  const byId = new Map(reads.map((read) => [read.schedule.id, read]));
  const due: DueRun[] = [];
  const repeated: number[] = [];
  const keys = new Set<string>();
  requests.forEach((request, index) => {
    try {
      const checked = checkRequest(request, byId.get(request.scheduleId), now);
      if ('status' in checked) results[index] = checked;
      else {
        const key = `${checked.ledger.scheduleId}|${checked.ledger.slot.toISOString()}`;
        if (keys.has(key)) repeated.push(index);
        else due.push({ index, ...checked });
        keys.add(key);
      }
    } catch (error) {
      results[index] = { error };
    }
  });

  const claims = await claimScheduledRuns(
    deps.db,
    due.map((run) => run.ledger),
  ).catch((error: unknown) => {
    // One claim the database refuses (an account deleted meanwhile) must not fail the rest: each alone then.
    if (due.length <= 1) throw error;
    return null;
  });
  if (!claims) {
    for (const run of due) results[run.index] = (await executeScheduledSearches(deps, [requests[run.index]!], now, startBudgetMs))[0]!;
    due.length = 0;
  }
  const claimed = due.filter((run, position) => {
    const claim = claims![position]!;
    if (!claim.claimed)
      results[run.index] = {
        status: 'skipped',
        sessionId: claim.done.sessionId,
        jobCount: claim.done.jobCount,
        newJobs: claim.done.newJobs,
        gone: false,
      };
    return claim.claimed;
  });
  await recordRunsRunning(deps.db, claimed, now);
  const started = Date.now();
  for (const [position, run] of claimed.entries()) {
    if (Date.now() - started > startBudgetMs) {
      await releaseRuns(deps.db, claimed.slice(position));
      for (const left of claimed.slice(position))
        results[left.index] = {
          error: new AppError('UNAVAILABLE', 'This run was not started in time with the others due with it; it runs again shortly.'),
        };
      break;
    }
    // Each run's clock is the batch's moved on by the time the runs before it took (a test's clock stays its own).
    const runNow = new Date(now.getTime() + (Date.now() - started));
    // Its log lines and whatever it queues carry the id of the request that queued its slot.
    const { requestId } = requests[run.index]!;
    const log = deps.log;
    const runDeps =
      requestId && log
        ? { ...deps, log: { error: (details: object, message: string) => log.error({ ...details, reqId: requestId }, message) } }
        : deps;
    const go = () => runClaimed(runDeps, run, runNow);
    results[run.index] = await (requestId ? withRequestId(requestId, go) : go()).catch((error: unknown) => ({ error }));
  }
  for (const index of repeated) results[index] = (await executeScheduledSearches(deps, [requests[index]!], now))[0]!;
  return results;
}

/** Whether a request may run now: a skip (with whether its task is gone), an error, or the run to claim. */
function checkRequest(request: ExecuteScheduledSearchRequest, read: ScheduleRead | undefined, now: Date): ExecuteOutcome | Omit<DueRun, 'index'> {
  const row = read?.schedule;
  if (!row) {
    if (request.taskId) return skipped(true);
    throw AppError.notFound(scheduledSearchMessages.notFound);
  }
  if (request.taskId !== undefined && request.taskId !== row.taskId) return skipped(true);
  if (row.status !== 'active' || !row.schedule.enabled) return skipped(request.taskId !== undefined);
  const slot = request.scheduledFor ? new Date(request.scheduledFor) : now;
  // Run ahead, a slot would be skipped when it comes (each slot runs once). Two minutes allow for clocks apart.
  if (slot.getTime() > now.getTime() + maxSlotEarlyMs) throw new AppError('BAD_REQUEST', 'scheduledFor is a slot that has not come yet');
  return { row, nextRunAt: read.taskNextRunAt, ledger: { scheduleId: row.id, userId: row.userId, slot, now } };
}

/** The claimed runs recorded running (they start now), in one statement: nobody follows a scheduled run live. */
async function recordRunsRunning(db: Db, runs: DueRun[], now: Date) {
  if (runs.length === 0) return;
  const started = new Date();
  await db
    .insert(agentRuns)
    .values(
      runs.map(({ row, ledger }) => {
        const runId = runIdFor(row.id, ledger.slot);
        return {
          id: runId,
          userId: row.userId,
          sessionId: runId,
          message: 'Scheduled job search',
          context: { user_id: row.userId, firebase_uid: row.userId, is_anonymous: false, source: 'scheduled_search' },
          status: 'running' as const,
          heartbeatAt: started,
          createdAt: now,
        };
      }),
    )
    .onConflictDoUpdate({ target: agentRuns.id, set: { status: 'running', heartbeatAt: started, events: [], error: null, finishedAt: null } });
}

/** Runs claimed but not started: their claims and running records given back, as if never taken. */
async function releaseRuns(db: Db, runs: DueRun[]) {
  await db
    .delete(agentRuns)
    .where(
      sql`${agentRuns.id} = any(${sql.param(runs.map((run) => runIdFor(run.row.id, run.ledger.slot)))}::text[]) and ${agentRuns.status} = 'running'`,
    );
  await releaseScheduledRuns(
    db,
    runs.map((run) => run.ledger),
  );
}

/** One claimed run: the search, saved with its ledger, schedule and notification; on failure all of that says so. */
async function runClaimed(deps: ExecuteDeps, { row, nextRunAt, ledger }: DueRun, now: Date): Promise<ExecuteOutcome> {
  const runId = runIdFor(row.id, ledger.slot);
  // Its stages are written with its outcome: nobody follows a scheduled run live.
  const progress = createRunProgress(deps.db, runId, undefined, { live: false, recordedRunning: true });
  let newJobs = 0;
  const matching = scheduleMatching(deps.db, row.id);
  try {
    const result = await runJobSearch(deps, row.userId, progress, {
      now,
      preferences: { ...row.preferences, searchSchedule: row.schedule },
      rank: matching.rank,
      alongside: async (tx, saved) => {
        await matching.save(tx);
        const fresh = await recordSeenPostings(tx, row.id, saved.fingerprints, now);
        // New to this schedule and not already in the user's hands: a job they found earlier and moved
        // along the pipeline (its status carried over) is no news.
        const found = saved.jobs.filter((job, index) => fresh.has(saved.fingerprints[index]!) && job.status === 'new');
        newJobs = found.length;
        // The ledger says done and the schedule when it ran and runs next, in one statement.
        const at = now.toISOString();
        await tx.execute(sql`
          with ran as (
            update ${scheduledSearchRuns} set status = 'done', started_at = ${at}::timestamptz, finished_at = ${at}::timestamptz, session_id = ${saved.sessionId},
              job_count = ${saved.jobs.length}, new_jobs = ${newJobs}
            where schedule_id = ${row.id} and scheduled_for = ${ledger.slot.toISOString()}::timestamptz
          )
          update ${scheduledSearches} set last_run_at = ${at}::timestamptz, next_run_at = ${nextRunAt?.toISOString() ?? null}::timestamptz,
            task_error = null, retry_after = null, updated_at = ${at}::timestamptz
          where id = ${row.id}`);
        if (found.length > 0) {
          const { notificationType, quietHours, timezone } = row.schedule;
          await createNewJobsNotification(tx, {
            userId: row.userId,
            scheduleId: row.id,
            sessionId: saved.sessionId,
            searchName: searchName(row),
            newJobs: found,
            notificationType,
            quietHours,
            timezone,
            now,
          });
        }
      },
    });
    await progress.finish({ status: 'done', sessionId: result.sessionId });
    // Email and push go out now (or when quiet hours end); an in-app notice has nothing to deliver.
    if (newJobs > 0 && row.schedule.notificationType !== 'None') await deps.deliverDue(now).catch(() => {});
    return { status: 'done', sessionId: result.sessionId, jobCount: result.jobs.length, newJobs, gone: false, search: matching.mode() ?? 'full' };
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'The scheduled search failed unexpectedly.';
    await progress.finish({ status: 'failed', error: message }).catch(() => {});
    await finishScheduledRun(deps.db, ledger, { status: 'failed', finishedAt: new Date(), error: message });
    await deps.db
      .update(scheduledSearches)
      .set({ taskError: `The last run failed: ${message}`, retryAfter: failedRunRetryAfter, nextRunAt, updatedAt: new Date() })
      .where(eq(scheduledSearches.id, row.id));
    throw error;
  }
}
