import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { recordTimelineEvents } from '../application-timeline';
import { findCoverLetter } from './find-cover-letter';
import { toCoverLetter } from './to-cover-letter';

/** Keeps the user's edits to the job's letter (one written first: 404 otherwise), and "cover letter edited" on the job's timeline when the text changed. */
export async function saveCoverLetter(db: Db, userId: string, jobId: string, text: string, now = new Date()) {
  const { job, row: stored } = await findCoverLetter(db, userId, jobId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(coverLetters)
      .set({ text, updatedAt: now })
      .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, job.id)))
      .returning();
    if (stored.text !== text) await recordTimelineEvents(tx, userId, job.id, [{ kind: 'cover-letter-edited' }], now);
    return toCoverLetter(row!);
  });
}
