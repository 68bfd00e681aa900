import { tailoringMessages } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findOwnedJob } from '../saved-jobs';

/** The job's cover letter (by either of the job's ids), or null while none is written: 404 "Job not found" for a job that is not the caller's. */
export async function findJobCoverLetter(db: Db, userId: string, jobId: string) {
  const job = await findOwnedJob(db, userId, jobId, { lock: false });
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, job.id)));
  return { job, row: row ?? null };
}

/** The job's cover letter to edit or download: 404 when none is written yet, as for a job that is not the caller's. */
export async function findCoverLetter(db: Db, userId: string, jobId: string) {
  const { job, row } = await findJobCoverLetter(db, userId, jobId);
  if (!row) throw AppError.notFound(tailoringMessages.coverLetterNotFound);
  return { job, row };
}
