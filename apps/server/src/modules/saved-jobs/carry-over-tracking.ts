import { and, desc, eq, inArray, or, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';

type ListingRow = typeof jobListings.$inferInsert;

/**
 * A job the user already tracks (moved along the pipeline, or favourited) keeps its status, history,
 * favourite and what went with the application when a new search finds the same posting again: the pipeline belongs to the
 * job, not to the search that happened to list it.
 */
export async function carryOverTracking(tx: Db, userId: string, rows: ListingRow[]): Promise<ListingRow[]> {
  const postingIds = [...new Set(rows.flatMap((row) => (row.postingId == null ? [] : [row.postingId])))];
  if (postingIds.length === 0) return rows;
  const tracked = await tx
    .select({ postingId: jobListings.postingId, status: jobListings.status, favorite: jobListings.favorite, statusHistory: jobListings.statusHistory, appliedAt: jobListings.appliedAt, resumeId: jobListings.resumeId, appliedResumeTitle: jobListings.appliedResumeTitle, appliedCoverLetter: jobListings.appliedCoverLetter })
    .from(jobListings)
    .where(and(eq(jobListings.userId, userId), inArray(jobListings.postingId, postingIds), or(ne(jobListings.status, 'new'), eq(jobListings.favorite, true))))
    .orderBy(desc(jobListings.createdAt));
  const latest = new Map<number, (typeof tracked)[number]>();
  for (const row of tracked) if (row.postingId != null && !latest.has(row.postingId)) latest.set(row.postingId, row);
  return rows.map((row) => {
    const known = row.postingId == null ? undefined : latest.get(row.postingId);
    if (!known) return row;
    const { postingId: _postingId, ...tracking } = known;
    return { ...row, ...tracking };
  });
}
