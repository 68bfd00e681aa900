import type { SavedJob, UpdateJobRequest } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationStages, savedJobs } from '../../db/schema';
import { recordTimelineEvents } from '../application-timeline';
import { savedJobFromRow } from './saved-job-shapes';
import { documentsSentWith } from './documents-sent-with';
import { findOwnedJob } from './find-owned-job';
import type { ListedSavedJob } from './listed-saved-job';
import { syncPipelineCounters } from './sync-pipeline-counters';

/** The moves kept per job: enough for any real pipeline, and a bound on what a loop of PATCHes can grow. */
export const maxStatusHistory = 50;

/**
 * One job's move and/or favourite flag, in the caller's transaction (the job found and locked there):
 * whether it moved, and the job as written. The same status again is not a move; nothing to write is no error.
 * A move leaves the job's custom stage. The caller keeps the pipeline counters in step once it has moved what it moves.
 */
export async function changeJob(tx: Db, userId: string, job: ListedSavedJob, change: UpdateJobRequest, now: Date) {
  const moved = change.status !== undefined && change.status !== job.status;
  const favorite = change.favorite ?? job.favorite;
  if (!moved && favorite === job.favorite) return { moved: false, job };
  const statusHistory = moved
    ? [...job.statusHistory, { status: change.status!, at: now.toISOString() }].slice(-maxStatusHistory)
    : job.statusHistory;
  const applied = moved && change.status === 'applied' ? await documentsSentWith(tx, userId, job.id, now) : {};
  const written = { favorite, status: moved ? change.status! : job.status, statusHistory, ...applied };
  await tx.update(savedJobs).set(written).where(eq(savedJobs.id, job.id));
  if (moved) await leaveStage(tx, userId, job.id, now);
  return { moved, job: { ...job, ...written } };
}

/**
 * Moves a job along the pipeline (keeping the time of the move) and/or sets its favourite flag: the one
 * saved job, whichever search's listing it was asked by (and answered as that listing).
 */
export async function updateJob(db: Db, userId: string, jobId: string, change: UpdateJobRequest, now = new Date()): Promise<SavedJob> {
  return db.transaction(async (tx) => {
    const changed = await changeJob(tx, userId, await findOwnedJob(tx, userId, jobId), change, now);
    if (changed.moved) await syncPipelineCounters(tx, userId);
    return savedJobFromRow(changed.job);
  });
}

/** A user's stage sits inside one status (decision 0035): a move to another leaves it, and the timeline says which. */
async function leaveStage(tx: Db, userId: string, jobId: string, now: Date) {
  const [left] = await tx
    .select({ name: applicationStages.name })
    .from(applications)
    .innerJoin(applicationStages, eq(applicationStages.id, applications.stageId))
    .where(and(eq(applications.jobId, jobId), eq(applications.userId, userId)));
  if (!left) return;
  await tx.update(applications).set({ stageId: null }).where(eq(applications.jobId, jobId));
  await recordTimelineEvents(tx, userId, jobId, [{ kind: 'stage-left', facts: { name: left.name } }], now);
}
