import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs, sessionListings } from '../../db/schema';
import type { SavedJobRow } from './keep-found-jobs';

type SessionListing = typeof sessionListings.$inferSelect;

/**
 * A saved job as a screen shows it: on its own (the dashboard, `listingId` null) or as one search lists
 * it, with that search's listing id, rank and reason (Job Listings).
 */
export type ListedSavedJob = SavedJobRow & { listingId: string | null };

export function asListed(job: SavedJobRow, listing: SessionListing): ListedSavedJob {
  return {
    ...job,
    sessionId: listing.sessionId,
    listingNumber: listing.listingNumber,
    matchScore: listing.matchScore,
    matchReason: listing.matchReason,
    listingId: listing.id,
  };
}

/** Search listings with the saved job each leads to; callers add which ones. */
export function listedJobs(db: Db) {
  return db.select({ job: savedJobs, listing: sessionListings }).from(sessionListings).innerJoin(savedJobs, eq(savedJobs.id, sessionListings.jobId));
}

/** One search's jobs in rank order, each the one saved job it leads to. */
export async function jobsOfSession(db: Db, userId: string, sessionId: string): Promise<ListedSavedJob[]> {
  const rows = await listedJobs(db)
    .where(and(eq(sessionListings.userId, userId), eq(sessionListings.sessionId, sessionId)))
    .orderBy(asc(sessionListings.listingNumber));
  return rows.map(({ job, listing }) => asListed(job, listing));
}

/** The user's saved jobs by any of their ids (their own or a search's listing of them), keyed by the id asked. */
export async function savedJobsByAnyId(db: Db, userId: string, ids: string[]): Promise<Map<string, SavedJobRow>> {
  if (ids.length === 0) return new Map();
  const [own, listed] = await Promise.all([
    db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.id, ids))),
    listedJobs(db).where(and(eq(sessionListings.userId, userId), inArray(sessionListings.id, ids))),
  ]);
  return new Map([...listed.map(({ listing, job }) => [listing.id, job] as const), ...own.map((job) => [job.id, job] as const)]);
}
