import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters, resumes, resumeTailorings } from '../../db/schema';

/** Marking a job Applied records what went with it: the tailored resume last made for it, and whether it had a cover letter. */
export async function documentsSentWith(db: Db, userId: string, jobId: string, now: Date) {
  const [tailored] = await db
    .select({ resumeId: resumes.id, title: resumes.title })
    .from(resumeTailorings)
    .innerJoin(resumes, eq(resumes.id, resumeTailorings.resumeId))
    .where(and(eq(resumeTailorings.userId, userId), eq(resumeTailorings.jobId, jobId)))
    .orderBy(desc(resumeTailorings.createdAt))
    .limit(1);
  const [letter] = await db
    .select({ jobId: coverLetters.jobId })
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.jobId, jobId)));
  return { appliedAt: now, resumeId: tailored?.resumeId ?? null, appliedResumeTitle: tailored?.title ?? null, appliedCoverLetter: letter !== undefined };
}
