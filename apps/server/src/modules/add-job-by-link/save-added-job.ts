import crypto from 'node:crypto';
import type { SavedJobByLink, SourceStatus } from '@seeker/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';
import { lockOwner } from '../auth';
import { addedJobSessionPrefix, assertRoomForAddedJob } from '../quotas';
import { writeSearchSession } from '../job-search';
import { keepFoundJobs, savedJobFromRow, refreshSavedJob, savedJobValuesOf, type SavedJobValues } from '../saved-jobs';

/** Where a saved job came from, as its session records it ("via …"), and its pay as the user typed it (a typed-in job). */
type AddedFrom = { source: SourceStatus; sourceLabel?: string; salary?: string };

/**
 * Saves the ranked job as the user's, under their lock: a job they already have (`findOwn` says where)
 * is refreshed where it is, with no new session; a new one gets a session of one listing that does not
 * replace their current search, unless they have as many added jobs as their quota allows (409).
 */
export async function saveAddedJob(
  db: Db,
  userId: string,
  ranked: Parameters<typeof savedJobValuesOf>[0],
  from: AddedFrom,
  findOwn: (tx: Db, row: SavedJobValues) => Promise<{ sessionId: string; listingNumber: number; id?: string } | undefined>,
  now: Date,
): Promise<SavedJobByLink> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const sessionId = `${addedJobSessionPrefix}${crypto.randomUUID()}`;
    const listed = savedJobValuesOf(ranked, { userId, sessionId, index: 0, now });
    const row = { ...listed, ...(from.sourceLabel ? { sourceLabel: from.sourceLabel } : {}), ...(from.salary ? { salary: from.salary } : {}) };
    const existing = await findOwn(tx, row);
    if (existing?.id) {
      // A page added again: the job it made, whatever its title or company say now.
      const refreshedRow = await refreshSavedJob(tx, userId, existing.id, row, now);
      if (refreshedRow) return { outcome: 'saved', job: savedJobFromRow(refreshedRow), added: false };
    }
    if (existing) {
      // Where the user has it (its session and rank there stay), as keepFoundJobs finds it.
      const [kept] = await keepFoundJobs(tx, userId, [{ ...row, sessionId: existing.sessionId, listingNumber: existing.listingNumber }], now);
      return { outcome: 'saved', job: savedJobFromRow(kept!), added: false };
    }
    await assertRoomForAddedJob(tx, userId);
    const [saved] = await writeSearchSession(tx, { userId, sessionId, listings: [row], research: [], sources: [from.source], now, current: false });
    return { outcome: 'saved', job: savedJobFromRow(saved!), added: saved!.id === row.id };
  });
}

/** The user's saved job for this posting, as keepFoundJobs matches one: by the posting's id first, else by fingerprint; oldest first. */
export async function findOwnCopy(tx: Db, userId: string, found: SavedJobValues) {
  const identities = [
    found.postingId == null ? undefined : eq(savedJobs.postingId, found.postingId),
    found.fingerprint == null ? undefined : eq(savedJobs.fingerprint, found.fingerprint),
  ].filter((condition) => condition !== undefined);
  if (identities.length === 0) return undefined;
  const [existing] = await tx
    .select({ sessionId: savedJobs.sessionId, listingNumber: savedJobs.listingNumber })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), or(...identities)))
    .orderBy(found.postingId == null ? sql`0` : sql`(${savedJobs.postingId} = ${found.postingId}) is not true`, savedJobs.createdAt, savedJobs.id)
    .limit(1);
  return existing;
}
