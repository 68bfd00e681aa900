import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, resumeTailorings } from '../../db/schema';
import { findOwnedJob } from '../saved-jobs/find-owned-job';
import { toTailoringRecord } from './to-tailoring-record';

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

/**
 * Spec `resumeTailoring/{jobId}` (either of the job's ids): the newest tailoring the user made for this
 * job, or null while there is none (nothing made yet is no error); 404 when the job is not theirs.
 */
export async function findTailoring(db: Db, userId: string, jobId: string) {
  const job = await findOwnedJob(db, userId, jobId, { lock: false });
  const row = await latestTailoring(db, userId, job.id);
  return row ? toTailoringRecord(row.tailoring, row.resume) : null;
}
