import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, resumeTailorings } from '../../db/schema';

/** The newest tailoring the user made for this job, with its tailored resume; undefined when none. */
export async function latestTailoring(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ tailoring: resumeTailorings, resume: { id: resumes.id, title: resumes.title } })
    .from(resumeTailorings)
    .innerJoin(resumes, eq(resumes.id, resumeTailorings.resumeId))
    .where(and(eq(resumeTailorings.userId, userId), eq(resumeTailorings.jobId, jobId)))
    .orderBy(desc(resumeTailorings.createdAt))
    .limit(1);
  return row;
}
