import { tailoringMessages } from '@seeker/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, resumeTailorings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toTailoringRecord } from './to-tailoring-record';

/** Spec `resumeTailoring/{jobId}`: the newest tailoring the user made for this job; 404 when none (or the job is not theirs). */
export async function findTailoring(db: Db, userId: string, jobId: string) {
  const [row] = await db
    .select({ tailoring: resumeTailorings, resume: { id: resumes.id, title: resumes.title } })
    .from(resumeTailorings)
    .innerJoin(resumes, eq(resumes.id, resumeTailorings.resumeId))
    .where(and(eq(resumeTailorings.userId, userId), eq(resumeTailorings.jobId, jobId)))
    .orderBy(desc(resumeTailorings.createdAt))
    .limit(1);
  if (!row) throw AppError.notFound(tailoringMessages.notFound);
  return toTailoringRecord(row.tailoring, row.resume);
}
