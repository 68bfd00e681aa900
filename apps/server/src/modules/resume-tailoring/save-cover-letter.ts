import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { findCoverLetter } from './find-cover-letter';
import { toCoverLetter } from './to-cover-letter';

/** Keeps the user's edits to the job's letter (one written first: 404 otherwise). */
export async function saveCoverLetter(db: Db, userId: string, jobId: string, text: string, now = new Date()) {
  const { job } = await findCoverLetter(db, userId, jobId);
  const [row] = await db
    .update(coverLetters)
    .set({ text, updatedAt: now })
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, job.id)))
    .returning();
  return toCoverLetter(row!);
}
