import { runIdOfSearchSession, savedJobMessages } from '@seeker/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns, companyResearchSessions, jobListings, jobSearchSessions, userProfiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findOwnedSession } from './find-owned-session';

/**
 * Clear All (spec part 2 section 4): the session's jobs the user never touched and its research go;
 * jobs on the pipeline (any status past new) or favourited stay on the dashboard, and the session
 * itself goes once nothing of it is left. The user document records when; the client starts a fresh
 * session id. Returns how many tracked jobs were kept.
 */
export async function clearSearchSession(db: Db, userId: string, sessionId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const runId = runIdOfSearchSession(sessionId);
    const [running] = await tx
      .select({ id: agentRuns.id })
      .from(agentRuns)
      .where(and(eq(agentRuns.id, runId), eq(agentRuns.userId, userId), inArray(agentRuns.status, ['accepted', 'running'])));
    // Its jobs are not saved yet: clearing now would leave them to appear afterwards.
    if (running) throw new AppError('CONFLICT', savedJobMessages.clearWhileRunning);
    const session = await findOwnedSession(tx as unknown as Db, userId, sessionId);
    const ofSession = and(eq(jobListings.userId, userId), eq(jobListings.sessionId, session.id));
    await tx.delete(jobListings).where(and(ofSession, eq(jobListings.status, 'new'), eq(jobListings.favorite, false)));
    await tx.delete(companyResearchSessions).where(eq(companyResearchSessions.sessionId, session.id));
    const [{ kept } = { kept: 0 }] = await tx.select({ kept: sql<number>`count(*)::int` }).from(jobListings).where(ofSession);
    if (kept === 0) await tx.delete(jobSearchSessions).where(eq(jobSearchSessions.id, session.id));
    else await tx.update(jobSearchSessions).set({ jobCount: kept, lastUpdated: now }).where(eq(jobSearchSessions.id, session.id));
    await tx.update(userProfiles).set({ lastClearedDate: now }).where(eq(userProfiles.userId, userId));
    await tx
      .update(userProfiles)
      .set({ currentSessionId: null })
      .where(and(eq(userProfiles.userId, userId), eq(userProfiles.currentSessionId, session.id)));
    return kept;
  });
}
