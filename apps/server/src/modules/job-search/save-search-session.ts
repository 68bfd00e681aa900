import type { CompanyResearch, SourceStatus } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions, jobListings, jobSearchSessions, userProfiles } from '../../db/schema';
import { lockOwner } from '../auth/lock-owner';
import { carryOverTracking } from '../saved-jobs/carry-over-tracking';

/**
 * Stores a finished search as the user's session (spec "Job search session"), its listings and the
 * company research it produced, and keeps the user document's search fields current. All or nothing.
 */
export async function saveSearchSession(
  db: Db,
  search: {
    userId: string;
    sessionId: string;
    listings: (typeof jobListings.$inferInsert)[];
    research: CompanyResearch[];
    sources: SourceStatus[];
    now: Date;
  },
  /** More writes that must land with the session or not at all (a scheduled run's ledger and notification). */
  alongside?: (tx: Db, rows: (typeof jobListings.$inferSelect)[]) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    // 401 if the account went while the search ran.
    await lockOwner(tx as unknown as Db, search.userId);
    await tx.insert(jobSearchSessions).values({
      id: search.sessionId,
      userId: search.userId,
      jobCount: search.listings.length,
      sources: search.sources,
      createdAt: search.now,
      lastUpdated: search.now,
    });
    const listings = await carryOverTracking(tx as unknown as Db, search.userId, search.listings);
    const rows = listings.length > 0 ? await tx.insert(jobListings).values(listings).returning() : [];
    await tx.insert(companyResearchSessions).values({ sessionId: search.sessionId, userId: search.userId, researchData: search.research, createdAt: search.now, lastUpdated: search.now });
    await tx
      .update(userProfiles)
      .set({ currentSessionId: search.sessionId, lastSearchDate: search.now, totalJobsViewed: sql`${userProfiles.totalJobsViewed} + ${rows.length}` })
      .where(eq(userProfiles.userId, search.userId));
    const sorted = rows.sort((a, b) => a.listingNumber - b.listingNumber);
    await alongside?.(tx as unknown as Db, sorted);
    return sorted;
  });
}
