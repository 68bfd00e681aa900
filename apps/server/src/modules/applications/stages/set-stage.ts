import type { StageRef } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications, applicationStages } from '../../../db/schema';
import { lockOwner } from '../../auth';
import { changeJob, findOwnedJob, syncPipelineCounters } from '../../saved-jobs';
import { recordTimelineEvents, type TimelineEvent } from '../../application-timeline';
import { findOwnedStage } from './stage-store';

/** The stage an application is in now, if any. */
async function currentStage(tx: Db, jobId: string): Promise<StageRef | null> {
  const [row] = await tx
    .select({ id: applicationStages.id, name: applicationStages.name })
    .from(applications)
    .innerJoin(applicationStages, eq(applicationStages.id, applications.stageId))
    .where(eq(applications.jobId, jobId));
  return row ?? null;
}

/**
 * Puts the caller's job in one of their stages, moving it to the stage's status first when it is in another
 * (the same move as the board's: history, counters, timeline), or in no stage. The timeline records the stage
 * set and the one left, by their names then. Another user's stage or job is 404.
 */
export async function setStage(db: Db, userId: string, anyJobId: string, stageId: string | null, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const job = await findOwnedJob(tx, userId, anyJobId);
    const stage = stageId === null ? null : await findOwnedStage(tx, userId, stageId);
    const before = await currentStage(tx, job.id);
    const after: StageRef | null = stage ? { id: stage.id, name: stage.name } : null;
    if (before?.id === after?.id) return { status: job.status, stage: after };
    // A stage of another status moves the job there first; the move leaves the stage it was in (and says so).
    const moved = stage ? await changeJob(tx, userId, job, { status: stage.status }, now) : { moved: false, job };
    if (moved.moved) await syncPipelineCounters(tx, userId);
    await tx
      .insert(applications)
      .values({ jobId: job.id, userId, stageId: after?.id ?? null })
      .onConflictDoUpdate({ target: applications.jobId, set: { stageId: after?.id ?? null }, setWhere: sql`${applications.userId} = ${userId}` });
    const events: TimelineEvent[] = [];
    if (before && !moved.moved) events.push({ kind: 'stage-left', facts: { name: before.name } });
    if (after) events.push({ kind: 'stage-set', facts: { name: after.name } });
    await recordTimelineEvents(tx, userId, job.id, events, now);
    return { status: moved.job.status, stage: after };
  });
}
