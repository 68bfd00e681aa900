import { scheduledSearchMessages, type ExecuteScheduledSearchRequest } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, scheduledSearches, schedulerTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRequestId } from '../../lib/request-context';
import { claimScheduledRuns, releaseScheduledRuns } from './claim-scheduled-run';
import type { ScheduleRow } from './find-owned-schedule';
import { saveRuns } from './save-scheduled-runs';
import { failRun, runIdFor, type DueRun, type ExecuteDeps, type ExecuteOutcome, type ExecuteResult, type FoundRun } from './scheduled-run';
import { matchReads, rankSchedule, type MatchReads } from './scheduled-matching';
import { createRunProgress } from '../agent-runs';
import { findJobSearch } from '../job-search';
import { arrayParam } from '../../db/array-param';

export type { ExecuteDeps } from './scheduled-run';

const skipped = (gone: boolean): ExecuteOutcome => ({ status: 'skipped', sessionId: null, jobCount: 0, newJobs: 0, gone });

/** How far ahead of this process's clock a slot may be run: the scheduler's clock may be a little ahead. */
const maxSlotEarlyMs = 2 * 60_000;

/**
 * A run of a batch not started this long after the batch was: its claim is given back and pg-boss retries
 * it. Well inside both the slot job's expiry (300 s) and the time a run recorded running may go without a
 * heartbeat before fail-interrupted-runs closes it (120 s; a run's first beat comes 20 s after it starts).
 */
export const batchStartBudgetMs = 60_000;

type ScheduleRead = { schedule: ScheduleRow; taskNextRunAt: Date | null };

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
 * and their runs recorded running in one statement each; then each run's search is found, one after
 * another, its failure its own; then the runs found are saved together. A user twice in the batch (the
 * same slot, another slot, another schedule) has the second run after the rest, alone.
 */
export async function executeScheduledSearches(
  deps: ExecuteDeps,
  requests: (ExecuteScheduledSearchRequest & { requestId?: string | undefined })[],
  now = new Date(),
  startBudgetMs = batchStartBudgetMs,
): Promise<ExecuteResult[]> {
  const results: ExecuteResult[] = new Array(requests.length);
  const batchStarted = Date.now();
  // The schedules and when their tasks fire next, in one read.
  const reads = await deps.db
    .select({ schedule: scheduledSearches, taskNextRunAt: schedulerTasks.nextRunAt })
    .from(scheduledSearches)
    .leftJoin(schedulerTasks, eq(schedulerTasks.id, scheduledSearches.taskId))
    .where(sql`${scheduledSearches.id} = any(${arrayParam([...new Set(requests.map((request) => request.scheduleId))], 'text')})`);
  const byId = new Map(reads.map((read) => [read.schedule.id, read]));
  const due: DueRun[] = [];
  const repeated: number[] = [];
  const owners = new Set<string>();
  requests.forEach((request, index) => {
    try {
      const checked = checkRequest(request, byId.get(request.scheduleId), now);
      if ('status' in checked) results[index] = checked;
      else {
        // The runs of a batch are saved together, each user's once: a user's second run goes after, alone.
        if (owners.has(checked.row.userId)) repeated.push(index);
        else due.push({ index, ...checked });
        owners.add(checked.row.userId);
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
  const matchesRead = matchReads(
    deps.db,
    claimed.map((run) => run.row.id),
  );
  const started = Date.now();
  const found: FoundRun[] = [];
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
    const outcome = await asRequest(deps, requests[run.index]!.requestId, (runDeps) => findRun(runDeps, run, runNow, matchesRead));
    if ('error' in outcome) results[run.index] = outcome;
    else found.push(outcome);
  }
  // The found runs saved together, in one transaction.
  for (const [index, result] of await saveRuns(deps, found)) results[index] = result;
  // Each on the batch's clock and within what is left of its start budget, as if it had waited its turn in it.
  for (const index of repeated) {
    const elapsed = Date.now() - batchStarted;
    results[index] = (await executeScheduledSearches(deps, [requests[index]!], new Date(now.getTime() + elapsed), startBudgetMs - elapsed))[0]!;
  }
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
  await db.delete(agentRuns).where(
    sql`${agentRuns.id} = any(${arrayParam(
      runs.map((run) => runIdFor(run.row.id, run.ledger.slot)),
      'text',
    )}) and ${agentRuns.status} = 'running'`,
  );
  await releaseScheduledRuns(
    db,
    runs.map((run) => run.ledger),
  );
}

/** Runs `go` as the request that queued a run's slot: its log lines and whatever it queues carry that request's id. */
function asRequest<T>(deps: ExecuteDeps, requestId: string | undefined, go: (deps: ExecuteDeps) => Promise<T>): Promise<T | { error: unknown }> {
  const log = deps.log;
  const runDeps =
    requestId && log ? { ...deps, log: { error: (details: object, message: string) => log.error({ ...details, reqId: requestId }, message) } } : deps;
  return (requestId ? withRequestId(requestId, () => go(runDeps)) : go(runDeps)).catch((error: unknown) => ({ error }));
}

/** One claimed run's search, found and not yet saved; on failure the run, its ledger and its schedule say so. */
async function findRun(deps: ExecuteDeps, run: DueRun, now: Date, reads: MatchReads): Promise<FoundRun> {
  const { row } = run;
  // Its stages are written with its outcome: nobody follows a scheduled run live.
  const progress = createRunProgress(deps.db, runIdFor(row.id, run.ledger.slot), undefined, { live: false, recordedRunning: true });
  try {
    const found = await findJobSearch(deps, row.userId, progress, {
      now,
      preferences: { ...row.preferences, searchSchedule: row.schedule },
      rank: (context) => rankSchedule(deps.db, row.id, reads, context),
    });
    return { index: run.index, run, now, progress, found };
  } catch (error) {
    throw await failRun(deps, run, progress, error);
  }
}
