import type { JobPage, JobPageQuery } from '@seeker/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';
import { savedJobFromRow } from './saved-job-shapes';

/**
 * One page of the user's saved jobs, each once: the ones the newest search found first, each search's in
 * rank order (the dashboard's first page, get-dashboard.ts, is in the same order).
 */
export async function listSavedJobs(db: Db, userId: string, { offset, limit }: JobPageQuery): Promise<JobPage> {
  const owned = eq(savedJobs.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(savedJobs)
      .where(owned)
      .orderBy(desc(savedJobs.lastFoundAt), desc(savedJobs.sessionId), asc(savedJobs.listingNumber), asc(savedJobs.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(savedJobs)
      .where(owned)
      .then(([row]) => row?.value ?? 0),
  ]);
  return { jobs: rows.map(savedJobFromRow), total, nextOffset: offset + rows.length < total ? offset + rows.length : null };
}
