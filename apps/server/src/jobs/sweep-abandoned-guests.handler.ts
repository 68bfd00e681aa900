import { and, eq, exists, gt, lt, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session, user } from '../db/schema';
import { deleteUserFiles } from '../modules/auth';
import { stalePartialAgeMs, type FileStore } from '../storage/file-store';

/** A guest nobody can sign in as any more (no live session) for this long is gone for good. */
export const abandonedGuestDays = 30;

/**
 * Deletes guests with no live session who were created over 30 days ago, with their files; their
 * rows cascade. A guest has no credentials, so once every session has expired nobody can reach the data.
 */
export async function sweepAbandonedGuests(db: Db, files: FileStore, log: { error: (details: object, message: string) => void }, now = new Date()) {
  const cutoff = new Date(now.getTime() - abandonedGuestDays * 24 * 60 * 60 * 1000);
  const liveSession = db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.userId, user.id), gt(session.expiresAt, now)));
  const abandoned = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.isAnonymous, true), lt(user.createdAt, cutoff), not(exists(liveSession))));
  for (const { id } of abandoned) {
    await deleteUserFiles(db, files, log, id);
    await db.delete(user).where(eq(user.id, id));
  }
  // Uploads a crash cut short are nobody's: the nightly sweep takes them too.
  await files.removeStalePartials(new Date(now.getTime() - stalePartialAgeMs));
  return abandoned.length;
}
