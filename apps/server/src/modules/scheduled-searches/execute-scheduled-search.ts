import crypto from 'node:crypto';
import { scheduledSearchMessages, type ExecuteScheduledSearchRequest } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { agentRuns, scheduledSearches, schedulerTasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { claimScheduledRun, finishScheduledRun } from './claim-scheduled-run';
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
 * POST /api/v1/scheduled-search/execute: one run of a scheduled search with its own preferences, saved
 * as a new search session. The session, the run ledger, the schedule's lastRunAt/nextRunAt and the
 * in-app notification commit together, so a crash leaves either all of them or none (and the retry).
 */
export async function executeScheduledSearch(deps: ExecuteDeps, request: ExecuteScheduledSearchRequest, now = new Date()): Promise<ExecuteOutcome> {
  // The schedule and when its task fires next, in one read.
  const [read] = await deps.db
    .select({ schedule: scheduledSearches, taskNextRunAt: schedulerTasks.nextRunAt })
    .from(scheduledSearches)
    .leftJoin(schedulerTasks, eq(schedulerTasks.id, scheduledSearches.taskId))
    .where(eq(scheduledSearches.id, request.scheduleId));
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
  const ledger = { scheduleId: row.id, userId: row.userId, slot, now };
  const claim = await claimScheduledRun(deps.db, ledger);
  if (!claim.claimed)
    return { status: 'skipped', sessionId: claim.done.sessionId, jobCount: claim.done.jobCount, newJobs: claim.done.newJobs, gone: false };

  const runId = runIdFor(row.id, slot);
  const context = { user_id: row.userId, firebase_uid: row.userId, is_anonymous: false, source: 'scheduled_search' };
  // Recorded running (it starts now), and its stages written with its outcome: nobody follows a scheduled run live.
  const started = new Date();
  await deps.db
    .insert(agentRuns)
    .values({
      id: runId,
      userId: row.userId,
      sessionId: runId,
      message: 'Scheduled job search',
      context,
      status: 'running',
      heartbeatAt: started,
      createdAt: now,
    })
    .onConflictDoUpdate({ target: agentRuns.id, set: { status: 'running', heartbeatAt: started, events: [], error: null, finishedAt: null } });
  const progress = createRunProgress(deps.db, runId, undefined, { live: false, recordedRunning: true });
  const nextRunAt = read.taskNextRunAt;
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
        await finishScheduledRun(tx, ledger, { status: 'done', finishedAt: now, sessionId: saved.sessionId, jobCount: saved.jobs.length, newJobs });
        await tx
          .update(scheduledSearches)
          .set({ lastRunAt: now, nextRunAt, taskError: null, retryAfter: null, updatedAt: now })
          .where(eq(scheduledSearches.id, row.id));
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
