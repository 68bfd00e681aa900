import type { CompanyResearch, SourceStatus } from '@seeker/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { companyResearchSessions, jobSearchSessions, sessionListings, user, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { asListed, type ListedSavedJob, keepFoundJobsOf, type SavedJobValues } from '../saved-jobs';
import { arrayParam } from '../../db/array-param';

export type SearchToSave = {
  userId: string;
  sessionId: string;
  listings: SavedJobValues[];
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
export async function saveSearchSession(db: Db, search: SearchToSave): Promise<ListedSavedJob[]> {
  return db.transaction((tx) => writeSearchSession(tx, search));
}

/** What saveSearchSession writes, in the caller's transaction (with whatever else must land with it). */
export async function writeSearchSession(tx: Db, search: SearchToSave): Promise<ListedSavedJob[]> {
  return (await writeSearchSessions(tx, [search]))[0]!;
}

/**
 * What saveSearchSession writes, for the searches of many users at once (each user once among them), in
 * the caller's transaction: a handful of statements for all of them however many (the sessions; the known
 * jobs read, moved or refreshed, and the new ones added: keep-found-jobs.ts; the listings with research and
 * profiles). Returns each search's jobs, in the searches' order.
 */
export async function writeSearchSessions(tx: Db, searches: SearchToSave[]): Promise<ListedSavedJob[][]> {
  // A user's second search would not see the jobs the first adds: the caller saves it after.
  if (new Set(searches.map((search) => search.userId)).size < searches.length) throw new Error('writeSearchSessions: a user twice');
  if (searches.length === 0) return [];
  // The owners' rows locked, in one order (as lockOwner does: 401 if an account went while its search
  // ran), and the sessions added, in one statement.
  const sessions = searches.map((search) => ({
    id: search.sessionId,
    user_id: search.userId,
    job_count: search.listings.length,
    sources: search.sources,
    at: search.now.toISOString(),
  }));
  const added = await selectRows<{ id: string }>(
    tx,
    sql`
      with owner as (select id from ${user} where id = any(${arrayParam(
        searches.map((search) => search.userId),
        'text',
      )}) order by id for no key update)
      insert into ${jobSearchSessions} (id, user_id, job_count, sources, created_at, last_updated)
      select session.id, owner.id, session.job_count, session.sources, session.at, session.at
      from jsonb_to_recordset(${JSON.stringify(sessions)}::jsonb) as session(id text, user_id text, job_count int, sources jsonb, at timestamptz)
      join owner on owner.id = session.user_id
      returning id`,
  );
  if (added.length < searches.length) throw AppError.unauthenticated();
  const ordered = searches.map((search) => [...search.listings].sort((a, b) => a.listingNumber - b.listingNumber));
  const saved = await keepFoundJobsOf(
    tx,
    searches.map((search, at) => ({ userId: search.userId, found: ordered[at]!, now: search.now })),
  );
  const listings = searches.map((search, at) =>
    ordered[at]!.map((found, index) => ({
      id: found.id,
      userId: search.userId,
      sessionId: search.sessionId,
      listingNumber: found.listingNumber,
      jobId: saved[at]![index]!.id,
      matchScore: found.matchScore,
      matchReason: found.matchReason,
    })),
  );
  const all = listings.flat();
  const sessionsDone = searches.map((search, at) => ({
    session_id: search.sessionId,
    user_id: search.userId,
    research: search.research,
    at: search.now.toISOString(),
    count: listings[at]!.length,
    current: search.current !== false,
  }));
  // The listings (one array parameter per column, not seven per listing), the company research and the
  // user documents' search fields, in one statement; the profiles reached by their owners' ids (joined to
  // the record set alone, the planner may hash every profile there is).
  await tx.execute(sql`
      with listed as (
        insert into ${sessionListings} (id, user_id, session_id, listing_number, job_id, match_score, match_reason)
        select id, user_id, session_id, listing_number, job_id, match_score, match_reason
        from unnest(
          ${arrayParam(
            all.map((listing) => listing.id),
            'text',
          )},
          ${arrayParam(
            all.map((listing) => listing.userId),
            'text',
          )},
          ${arrayParam(
            all.map((listing) => listing.sessionId),
            'text',
          )},
          ${arrayParam(
            all.map((listing) => listing.listingNumber),
            'int',
          )},
          ${arrayParam(
            all.map((listing) => listing.jobId),
            'text',
          )},
          ${arrayParam(
            all.map((listing) => listing.matchScore),
            'int',
          )},
          ${arrayParam(
            all.map((listing) => listing.matchReason),
            'text',
          )}
        ) as listing(id, user_id, session_id, listing_number, job_id, match_score, match_reason)
      ),
      done as (
        select * from json_to_recordset(${JSON.stringify(sessionsDone)}::json)
          as done(session_id text, user_id text, research json, at timestamptz, count int, current boolean)
      ),
      researched as (
        insert into ${companyResearchSessions} (session_id, user_id, research_data, created_at, last_updated)
        select session_id, user_id, research, at, at from done
      )
      update ${userProfiles} profile
      set current_session_id = done.session_id, last_search_date = done.at, total_jobs_viewed = profile.total_jobs_viewed + done.count
      from done where profile.user_id = any(${arrayParam(
        searches.map((search) => search.userId),
        'text',
      )}) and profile.user_id = done.user_id and done.current`);
  return listings.map((listed, at) => listed.map((listing, index) => asListed(saved[at]![index]!, listing)));
}
