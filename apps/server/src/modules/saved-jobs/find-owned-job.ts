import { savedJobMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs, sessionListings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asListed, listedJobs, type ListedSavedJob } from './listed-saved-job';

/**
 * The caller's job by either of its ids: the saved job's own, or a search's listing of it
 * (`job-{sessionId}-{index}`), then seen as that search lists it. Locked for the rest of the transaction
 * (unless only read); someone else's is as absent as one that never existed. Writes go to `id`, the saved job.
 */
export async function findOwnedJob(tx: Db, userId: string, jobId: string, { lock = true } = {}): Promise<ListedSavedJob> {
  const own = tx
    .select()
    .from(savedJobs)
    .where(and(eq(savedJobs.id, jobId), eq(savedJobs.userId, userId)));
  const [saved] = lock ? await own.for('update') : await own;
  if (saved) return { ...saved, listingId: null };
  const listed = listedJobs(tx).where(and(eq(sessionListings.id, jobId), eq(sessionListings.userId, userId)));
  const [row] = lock ? await listed.for('update', { of: savedJobs }) : await listed;
  if (!row) throw AppError.notFound(savedJobMessages.notFound);
  return asListed(row.job, row.listing);
}
