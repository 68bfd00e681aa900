import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs, jobSearchSessions, sessionListings } from '../../db/schema';
import { findOwnedJob } from './find-owned-job';
import { syncPipelineCounters } from './sync-pipeline-counters';

/**
 * Removes one job, by either of its ids: the saved job with its status, cover letter and every search's
 * listing of it. Each of those searches is saved again (spec part 2 section 4): the count and last update follow.
 */
export async function deleteJob(db: Db, userId: string, jobId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const job = await findOwnedJob(tx, userId, jobId);
    const listedIn = await tx.selectDistinct({ sessionId: sessionListings.sessionId }).from(sessionListings).where(eq(sessionListings.jobId, job.id));
    await tx.delete(savedJobs).where(eq(savedJobs.id, job.id));
    const sessionIds = listedIn.map((row) => row.sessionId);
    if (sessionIds.length > 0) {
      await tx
        .update(jobSearchSessions)
        .set({
          jobCount: sql`(select count(*)::int from ${sessionListings} where ${sessionListings.sessionId} = ${jobSearchSessions.id})`,
          lastUpdated: now,
        })
        .where(inArray(jobSearchSessions.id, sessionIds));
    }
    await syncPipelineCounters(tx, userId);
  });
}
