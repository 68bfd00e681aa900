import type { CompanyResearch, SourceStatus } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { companyResearchSessions, jobSearchSessions, sessionListings, user, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asListed, type JobView, keepFoundJobs, type FoundJob } from '../saved-jobs';

export type SearchToSave = {
  userId: string;
  sessionId: string;
  listings: FoundJob[];
  research: CompanyResearch[];
  sources: SourceStatus[];
  now: Date;
  /** False for a session that is not a search (a job added by its link): the user's current search stays theirs. */
  current?: boolean;
};

/**
 * Stores a finished search as the user's session (spec "Job search session"): its listings, each leading
 * to the one saved job for its posting (kept and refreshed if the user has it, else new), and the company
 * research it produced; keeps the user document's search fields current. All or nothing. Returns the
 * session's jobs in rank order, as it lists them.
 */
export async function saveSearchSession(db: Db, search: SearchToSave): Promise<JobView[]> {
  return db.transaction((tx) => writeSearchSession(tx, search));
}

/** What saveSearchSession writes, in the caller's transaction (with whatever else must land with it). */
export async function writeSearchSession(tx: Db, search: SearchToSave): Promise<JobView[]> {
  const { userId, sessionId, now } = search;
  // The owner's row locked (as lockOwner does: 401 if the account went while the search ran) and the
  // session added, in one statement.
  const [session] = await selectRows<{ id: string }>(
    tx,
    sql`
      with owner as (select id from ${user} where id = ${userId} for update)
      insert into ${jobSearchSessions} (id, user_id, job_count, sources, created_at, last_updated)
      select ${sessionId}, owner.id, ${search.listings.length}, ${JSON.stringify(search.sources)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from owner
      returning id`,
  );
  if (!session) throw AppError.unauthenticated();
  const ordered = [...search.listings].sort((a, b) => a.listingNumber - b.listingNumber);
  const saved = await keepFoundJobs(tx, userId, ordered, now);
  const listings = ordered.map((found, index) => ({
    id: found.id,
    userId,
    sessionId,
    listingNumber: found.listingNumber,
    jobId: saved[index]!.id,
    matchScore: found.matchScore,
    matchReason: found.matchReason,
  }));
  // The listings (one array parameter per column, not seven per listing), the company research and the
  // user document's search fields, in one statement.
  await tx.execute(sql`
      with listed as (
        insert into ${sessionListings} (id, user_id, session_id, listing_number, job_id, match_score, match_reason)
        select id, ${userId}, ${sessionId}, listing_number, job_id, match_score, match_reason
        from unnest(
          ${sql.param(listings.map((listing) => listing.id))}::text[],
          ${sql.param(listings.map((listing) => listing.listingNumber))}::int[],
          ${sql.param(listings.map((listing) => listing.jobId))}::text[],
          ${sql.param(listings.map((listing) => listing.matchScore))}::int[],
          ${sql.param(listings.map((listing) => listing.matchReason))}::text[]
        ) as listing(id, listing_number, job_id, match_score, match_reason)
      ),
      researched as (
        insert into ${companyResearchSessions} (session_id, user_id, research_data, created_at, last_updated)
        values (${sessionId}, ${userId}, ${JSON.stringify(search.research)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      )
      ${
        search.current === false
          ? sql`select 1`
          : sql`update ${userProfiles}
            set current_session_id = ${sessionId}, last_search_date = ${now.toISOString()}::timestamptz, total_jobs_viewed = total_jobs_viewed + ${listings.length}
            where user_id = ${userId}`
      }`);
  return listings.map((listing, index) => asListed(saved[index]!, listing));
}
