import type { JobPage, JobPageQuery } from '@seeker/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';
import { listingFromRow } from './to-job-listing';

/**
 * One page of the user's saved jobs, each once: the ones the newest search found first, each search's in
 * rank order (the dashboard's first page, get-dashboard.ts, is in the same order).
 */
export async function listSavedJobs(db: Db, userId: string, { offset, limit }: JobPageQuery): Promise<JobPage> {
  const owned = eq(jobListings.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(jobListings)
      .where(owned)
      .orderBy(desc(jobListings.lastFoundAt), desc(jobListings.sessionId), asc(jobListings.listingNumber), asc(jobListings.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(jobListings)
      .where(owned)
      .then(([row]) => row?.value ?? 0),
  ]);
  return { jobs: rows.map(listingFromRow), total, nextOffset: offset + rows.length < total ? offset + rows.length : null };
}
