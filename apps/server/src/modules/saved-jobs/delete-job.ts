import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings, jobSearchSessions } from '../../db/schema';
import { findOwnedJob } from './find-owned-job';
import { syncPipelineCounters } from './sync-pipeline-counters';

/** Removes one job and re-saves its session (spec part 2 section 4): the count and last update follow. */
export async function deleteJob(db: Db, userId: string, jobId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const job = await findOwnedJob(tx as unknown as Db, userId, jobId);
    await tx.delete(jobListings).where(eq(jobListings.id, job.id));
    await tx
      .update(jobSearchSessions)
      .set({
        jobCount: sql`(select count(*)::int from ${jobListings} where ${and(eq(jobListings.userId, userId), eq(jobListings.sessionId, job.sessionId))})`,
        lastUpdated: now,
      })
      .where(eq(jobSearchSessions.id, job.sessionId));
    await syncPipelineCounters(tx as unknown as Db, userId);
  });
}
