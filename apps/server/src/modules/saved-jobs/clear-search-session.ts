import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobSearchSessions, userProfiles } from '../../db/schema';
import { findOwnedSession } from './find-owned-session';
import { syncPipelineCounters } from './sync-pipeline-counters';

/**
 * Clear All (spec part 2 section 4): the session's jobs and research go with it (cascade), and the
 * user document records when; the client starts a fresh session id.
 */
export async function clearSearchSession(db: Db, userId: string, sessionId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const session = await findOwnedSession(tx as unknown as Db, userId, sessionId);
    await tx.delete(jobSearchSessions).where(eq(jobSearchSessions.id, session.id));
    await tx.update(userProfiles).set({ lastClearedDate: now }).where(eq(userProfiles.userId, userId));
    await tx
      .update(userProfiles)
      .set({ currentSessionId: null })
      .where(and(eq(userProfiles.userId, userId), eq(userProfiles.currentSessionId, session.id)));
    await syncPipelineCounters(tx as unknown as Db, userId);
  });
}
