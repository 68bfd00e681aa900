import { savedJobMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The caller's job, locked for the rest of the transaction; someone else's is as absent as one that never existed. */
export async function findOwnedJob(tx: Db, userId: string, jobId: string) {
  const [row] = await tx
    .select()
    .from(jobListings)
    .where(and(eq(jobListings.id, jobId), eq(jobListings.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound(savedJobMessages.notFound);
  return row;
}
