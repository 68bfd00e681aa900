import crypto from 'node:crypto';
import { scheduledSearchMessages, type ExecuteScheduledSearchRequest } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, scheduledSearches, scheduledSearchRuns, schedulerTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { withRequestId } from '../../lib/request-context';
import { claimScheduledRuns, finishScheduledRun, releaseScheduledRuns } from './claim-scheduled-run';
import type { ScheduleRow } from './find-owned-schedule';
import { writeMatches } from './match-store';
import { recordSeenPostings } from './record-seen-postings';
import { matchReads, scheduleMatching, type MatchReads, type ScheduleMatching } from './scheduled-matching';
import { createRunProgress, type RunProgress, writeRunFinishes } from '../agent-runs';
import { findJobSearch, searchSaved, writeSearchSessions, type FoundSearch, type JobSearchResult, type SearchDeps } from '../job-search';
import { createNewJobsNotifications, type NewJobsNotice } from '../notifications';

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
/** A claimed run whose search is found, to be saved with the others of its batch. */
type FoundRun = { index: number; run: DueRun; now: Date; progress: RunProgress; matching: ScheduleMatching; found: FoundSearch };
/** A run saved: what it found, and which of its jobs are news. */
type SavedRun = { found: FoundRun; result: JobSearchResult; newJobs: JobSearchResult['jobs'] };

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
    .where(sql`${scheduledSearches.id} = any(${sql.param([...new Set(requests.map((request) => request.scheduleId))])}::text[])`);
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
  const matching = scheduleMatching(deps.db, row.id, reads);
  try {
    const found = await findJobSearch(deps, row.userId, progress, {
      now,
      preferences: { ...row.preferences, searchSchedule: row.schedule },
      rank: matching.rank,
    });
    return { index: run.index, run, now, progress, matching, found };
  } catch (error) {
    throw await failRun(deps, run, progress, error);
  }
}

/**
 * Found runs (each of its own user) saved in one transaction, in set-based statements for all of them:
 * their sessions (owners, known and new jobs, listings with research and profiles), their matches, seen
 * postings, ledgers with schedules and notifications; their run records closed after, in one more. When
 * that fails, each is saved alone, its failure its own.
 */
async function saveRuns(deps: ExecuteDeps, runs: FoundRun[]): Promise<Map<number, ExecuteResult>> {
  const results = new Map<number, ExecuteResult>();
  if (runs.length === 0) return results;
  const saved = await deps.db.transaction((tx) => writeRuns(tx, runs)).catch((error: unknown) => ({ error }));
  if ('error' in saved) {
    if (runs.length === 1) results.set(runs[0]!.index, { error: await failRun(deps, runs[0]!.run, runs[0]!.progress, saved.error) });
    else for (const run of runs) for (const [index, result] of await saveRuns(deps, [run])) results.set(index, result);
    return results;
  }
  // Saved once committed: the runs' records say so and close, in one statement.
  for (const { found, result } of saved) found.progress.emit({ stage: 'saved', count: result.jobs.length });
  await writeRunFinishes(
    deps.db,
    await Promise.all(saved.map(({ found, result }) => found.progress.finishing({ status: 'done', sessionId: result.sessionId }))),
  ).catch(() => {});
  for (const { found, result, newJobs } of saved)
    results.set(found.index, {
      status: 'done',
      sessionId: result.sessionId,
      jobCount: result.jobs.length,
      newJobs: newJobs.length,
      gone: false,
      search: found.matching.mode() ?? 'full',
    });
  // Email and push go out now (or when quiet hours end); an in-app notice has nothing to deliver.
  const outside = saved.filter((run) => run.newJobs.length > 0 && run.found.run.row.schedule.notificationType !== 'None');
  if (outside.length > 0) await deps.deliverDue(new Date(Math.max(...outside.map((run) => run.found.now.getTime())))).catch(() => {});
  return results;
}

/** What saveRuns writes, in its transaction: a few statements for the batch, however many runs. */
async function writeRuns(tx: Db, runs: FoundRun[]): Promise<SavedRun[]> {
  const sessions = await writeSearchSessions(
    tx,
    runs.map((found) => found.found.search),
  );
  await writeMatches(
    tx,
    runs.flatMap((found) => found.matching.write() ?? []),
  );
  const results = runs.map((found, index) => ({ found, result: searchSaved(found.found, sessions[index]!) }));
  const fresh = await recordSeenPostings(
    tx,
    results.map(({ found, result }) => ({ scheduleId: found.run.row.id, fingerprints: result.fingerprints, now: found.now })),
  );
  // New to its schedule and not already in the user's hands: a job they found earlier and moved along the
  // pipeline (its status carried over) is no news.
  const saved = results.map(({ found, result }) => {
    const seen = fresh.get(found.run.row.id)!;
    return { found, result, newJobs: result.jobs.filter((job, index) => seen.has(result.fingerprints[index]!) && job.status === 'new') };
  });
  await recordRunsDone(tx, saved);
  await createNewJobsNotifications(tx, saved.filter((run) => run.newJobs.length > 0).map(newJobsNotice));
  return saved;
}

/** The runs' ledgers say done, and their schedules when they ran and run next, in one statement. */
async function recordRunsDone(tx: Db, runs: SavedRun[]) {
  const done = runs.map(({ found, result, newJobs }) => ({
    schedule_id: found.run.row.id,
    slot: found.run.ledger.slot.toISOString(),
    at: found.now.toISOString(),
    next_run_at: found.run.nextRunAt?.toISOString() ?? null,
    session_id: result.sessionId,
    job_count: result.jobs.length,
    new_jobs: newJobs.length,
  }));
  // Both tables reached through the runs' schedule ids as well: joined to the record set alone, the planner may hash a whole table.
  const schedules = sql`any(${sql.param(done.map((run) => run.schedule_id))}::text[])`;
  await tx.execute(sql`
    with done as (
      select * from jsonb_to_recordset(${JSON.stringify(done)}::jsonb)
        as done(schedule_id text, slot timestamptz, at timestamptz, next_run_at timestamptz, session_id text, job_count int, new_jobs int)
    ),
    ran as (
      update ${scheduledSearchRuns} run set status = 'done', started_at = done.at, finished_at = done.at, session_id = done.session_id,
        job_count = done.job_count, new_jobs = done.new_jobs
      from done where run.schedule_id = ${schedules} and run.schedule_id = done.schedule_id and run.scheduled_for = done.slot
    )
    update ${scheduledSearches} schedule set last_run_at = done.at, next_run_at = done.next_run_at, task_error = null, retry_after = null, updated_at = done.at
    from done where schedule.id = ${schedules} and schedule.id = done.schedule_id`);
}

function newJobsNotice({ found, result, newJobs }: SavedRun): NewJobsNotice {
  const { row } = found.run;
  const { notificationType, quietHours, timezone } = row.schedule;
  return {
    userId: row.userId,
    scheduleId: row.id,
    sessionId: result.sessionId,
    searchName: searchName(row),
    newJobs,
    notificationType,
    quietHours,
    timezone,
    now: found.now,
  };
}

/**
 * A run that failed: its record, its ledger and its schedule say so (as far as the database lets them: a
 * write that fails here leaves the ledger to the slot's retry). Returns the run's error, to be thrown or reported.
 */
async function failRun(deps: ExecuteDeps, { row, ledger, nextRunAt }: DueRun, progress: RunProgress, error: unknown): Promise<unknown> {
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
