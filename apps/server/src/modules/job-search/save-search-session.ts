import type { CompanyResearch, SourceStatus } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions, jobSearchSessions, sessionListings, userProfiles } from '../../db/schema';
import { lockOwner } from '../auth';
import { asListed, type JobView, keepFoundJobs, type FoundJob } from '../saved-jobs';

/**
 * Stores a finished search as the user's session (spec "Job search session"): its listings, each leading
 * to the one saved job for its posting (kept and refreshed if the user has it, else new), and the company
 * research it produced; keeps the user document's search fields current. All or nothing. Returns the
 * session's jobs in rank order, as it lists them.
 */
export async function saveSearchSession(
  db: Db,
  search: {
    userId: string;
    sessionId: string;
    listings: FoundJob[];
    research: CompanyResearch[];
    sources: SourceStatus[];
    now: Date;
    /** False for a session that is not a search (a job added by its link): the user's current search stays theirs. */
    current?: boolean;
  },
  /** More writes that must land with the session or not at all (a scheduled run's ledger and notification). */
  alongside?: (tx: Db, jobs: JobView[]) => Promise<void>,
): Promise<JobView[]> {
  return db.transaction(async (tx) => {
    // 401 if the account went while the search ran.
    await lockOwner(tx, search.userId);
    await tx.insert(jobSearchSessions).values({
      id: search.sessionId,
      userId: search.userId,
      jobCount: search.listings.length,
      sources: search.sources,
      createdAt: search.now,
      lastUpdated: search.now,
    });
    const ordered = [...search.listings].sort((a, b) => a.listingNumber - b.listingNumber);
    const saved = await keepFoundJobs(tx, search.userId, ordered, search.now);
    const listings = ordered.map((found, index) => ({
      id: found.id,
      userId: search.userId,
      sessionId: search.sessionId,
      listingNumber: found.listingNumber,
      jobId: saved[index]!.id,
      matchScore: found.matchScore,
      matchReason: found.matchReason,
    }));
    // One array parameter per column, not seven per listing (Drizzle builds, and the database parses, each one).
    if (listings.length > 0)
      await tx.execute(sql`
        insert into ${sessionListings} (id, user_id, session_id, listing_number, job_id, match_score, match_reason)
        select id, ${search.userId}, ${search.sessionId}, listing_number, job_id, match_score, match_reason
        from unnest(
          ${sql.param(listings.map((listing) => listing.id))}::text[],
          ${sql.param(listings.map((listing) => listing.listingNumber))}::int[],
          ${sql.param(listings.map((listing) => listing.jobId))}::text[],
          ${sql.param(listings.map((listing) => listing.matchScore))}::int[],
          ${sql.param(listings.map((listing) => listing.matchReason))}::text[]
        ) as listing(id, listing_number, job_id, match_score, match_reason)`);
    await tx
      .insert(companyResearchSessions)
      .values({ sessionId: search.sessionId, userId: search.userId, researchData: search.research, createdAt: search.now, lastUpdated: search.now });
    if (search.current !== false)
      await tx
        .update(userProfiles)
        .set({
          currentSessionId: search.sessionId,
          lastSearchDate: search.now,
          totalJobsViewed: sql`${userProfiles.totalJobsViewed} + ${listings.length}`,
        })
        .where(eq(userProfiles.userId, search.userId));
    const jobs = listings.map((listing, index) => asListed(saved[index]!, listing));
    await alongside?.(tx, jobs);
    return jobs;
  });
}
