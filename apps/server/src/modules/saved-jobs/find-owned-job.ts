import { savedJobMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The caller's job, locked for the rest of the transaction (unless only read); someone else's is as
 * absent as one that never existed.
 */
export async function findOwnedJob(tx: Db, userId: string, jobId: string, { lock = true } = {}) {
  const query = tx
    .select()
    .from(jobListings)
    .where(and(eq(jobListings.id, jobId), eq(jobListings.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw AppError.notFound(savedJobMessages.notFound);
  return row;
}
