import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters } from '../../db/schema';
import { latestTailoring } from './latest-tailoring';

/** Marking a job Applied records what went with it: the tailored resume last made for it, and whether it had a cover letter. */
export async function documentsSentWith(db: Db, userId: string, jobId: string, now: Date) {
  const tailored = await latestTailoring(db, userId, jobId);
  const [letter] = await db
    .select({ jobId: coverLetters.jobId })
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, jobId)));
  return {
    appliedAt: now,
    resumeId: tailored?.resume.id ?? null,
    appliedResumeTitle: tailored?.resume.title ?? null,
    appliedCoverLetter: letter !== undefined,
  };
}
