import type { JobPage, JobPageQuery } from '@seeker/contract';
import { asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';
import { savedJobFromRow } from './saved-job-shapes';

/**
 * One page of the user's saved jobs, each once: the ones the newest search found first, each search's in
 * rank order (the dashboard's first page, get-dashboard.ts, is in the same order).
 */
export async function listSavedJobs(db: Db, userId: string, { offset, limit }: JobPageQuery): Promise<JobPage> {
  const owned = eq(savedJobs.userId, userId);
  // The page and how many there are in one statement (a window counts the rows before the page is cut): on the
  // embedded database every statement waits its turn, and under 200 users a second one was a second wait (issue 71).
  const counted = await db
    .select({ ...getTableColumns(savedJobs), total: sql<number>`(count(*) over ())::int` })
    .from(savedJobs)
    .where(owned)
    .orderBy(desc(savedJobs.lastFoundAt), desc(savedJobs.sessionId), asc(savedJobs.listingNumber), asc(savedJobs.id))
    .limit(limit)
    .offset(offset);
  const rows = counted.map(({ total: _total, ...row }) => row);
  // A page past the end holds no row to count with: counted apart (a stale "next" link, a hand-written offset).
  let total = counted[0]?.total ?? 0;
  if (counted.length === 0 && offset > 0) {
    const [row] = await db.select({ value: count() }).from(savedJobs).where(owned);
    total = row?.value ?? 0;
  }
  return { jobs: rows.map(savedJobFromRow), total, nextOffset: offset + rows.length < total ? offset + rows.length : null };
}
