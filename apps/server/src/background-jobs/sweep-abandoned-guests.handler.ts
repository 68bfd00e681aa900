import { and, eq, exists, gt, lt, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import { deleteAccount } from '../modules/settings';
import type { SchedulerClient } from '../modules/scheduler';
import { stalePartialAgeMs, type FileStore } from '../storage/file-store';

/** A guest nobody can sign in as any more (no live session) for this long is gone for good. */
export const abandonedGuestDays = 30;

type SweepDeps = { db: Db; files: FileStore; scheduler: SchedulerClient; log: { error: (details: object, message: string) => void } };

/**
 * Deletes guests with no live session who were created over 30 days ago, as a deleted account goes: rows
 * first, then their scheduler tasks and files. A guest has no credentials, so once every session has
 * expired nobody can reach the data.
 */
export async function sweepAbandonedGuests(deps: SweepDeps, now = new Date()) {
  const { db, files } = deps;
  const cutoff = new Date(now.getTime() - abandonedGuestDays * 24 * 60 * 60 * 1000);
  const liveSession = db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.userId, user.id), gt(session.expiresAt, now)));
  const abandoned = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.isAnonymous, true), lt(user.createdAt, cutoff), not(exists(liveSession))));
  let deleted = 0;
  // One guest that cannot be deleted now (logged by deleteAccount) is tried again tomorrow; the others go.
  for (const { id } of abandoned) {
    if (
      await deleteAccount(deps, id).then(
        () => true,
        () => false,
      )
    )
      deleted++;
  }
  // Uploads a crash cut short are nobody's: the nightly sweep takes them too.
  await files.removeStalePartials(new Date(now.getTime() - stalePartialAgeMs));
  return deleted;
}
