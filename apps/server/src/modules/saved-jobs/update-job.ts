import type { JobListing, UpdateJobRequest } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';
import { listingFromRow } from '../job-search/to-job-listing';
import { findOwnedJob } from './find-owned-job';
import { syncPipelineCounters } from './sync-pipeline-counters';

/** Moves a job along the pipeline (keeping the time of the move) and/or sets its favourite flag. */
export async function updateJob(db: Db, userId: string, jobId: string, change: UpdateJobRequest, now = new Date()): Promise<JobListing> {
  return db.transaction(async (tx) => {
    const job = await findOwnedJob(tx as unknown as Db, userId, jobId);
    const moved = change.status !== undefined && change.status !== job.status;
    const favorite = change.favorite ?? job.favorite;
    // The same status again is not a move; nothing to write is not an error either.
    if (!moved && favorite === job.favorite) return listingFromRow(job);
    const [row] = await tx
      .update(jobListings)
      .set({
        favorite,
        ...(moved ? { status: change.status, statusHistory: [...job.statusHistory, { status: change.status!, at: now.toISOString() }] } : {}),
      })
      .where(eq(jobListings.id, job.id))
      .returning();
    if (moved) await syncPipelineCounters(tx as unknown as Db, userId);
    return listingFromRow(row!);
  });
}
