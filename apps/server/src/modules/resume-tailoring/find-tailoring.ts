import type { Db } from '../../db/client';
import { findOwnedJob, latestTailoring } from '../saved-jobs';
import { toTailoringRecord } from './to-tailoring-record';

/**
 * Spec `resumeTailoring/{jobId}` (either of the job's ids): the newest tailoring the user made for this
 * job, or null while there is none (nothing made yet is no error); 404 when the job is not theirs.
 */
export async function findTailoring(db: Db, userId: string, jobId: string) {
  const job = await findOwnedJob(db, userId, jobId, { lock: false });
  const row = await latestTailoring(db, userId, job.id);
  return row ? toTailoringRecord(row.tailoring, row.resume) : null;
}
