import { runIdOfSearchSession, savedJobMessages } from '@seeker/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentRuns,
  applicationContacts,
  applicationFollowUps,
  applicationInterviews,
  applications,
  companyResearchSessions,
  coverLetters,
  savedJobs,
  jobSearchSessions,
  resumeTailorings,
  sessionListings,
  userProfiles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findOwnedSession } from './find-owned-session';

/**
 * A job the user has done nothing with: not moved along the pipeline, not favourited, no tailored resume
 * or letter made for it, and nothing kept about it as an application (notes, tags, marks, a stage, archiving,
 * contacts, interviews, follow-ups).
 */
const untouched = sql`${savedJobs.status} = 'new' and not ${savedJobs.favorite}
  and not exists (select 1 from ${resumeTailorings} where ${resumeTailorings.jobId} = ${savedJobs.id})
  and not exists (select 1 from ${coverLetters} where ${coverLetters.jobId} = ${savedJobs.id})
  and not exists (select 1 from ${applications} where ${applications.jobId} = ${savedJobs.id} and (${applications.notes} <> '' or cardinality(${applications.tags}) > 0
    or ${applications.priority} is not null or ${applications.excitement} is not null or ${applications.deadline} is not null
    or ${applications.archivedAt} is not null or ${applications.stageId} is not null))
  and not exists (select 1 from ${applicationContacts} where ${applicationContacts.jobId} = ${savedJobs.id})
  and not exists (select 1 from ${applicationInterviews} where ${applicationInterviews.jobId} = ${savedJobs.id})
  and not exists (select 1 from ${applicationFollowUps} where ${applicationFollowUps.jobId} = ${savedJobs.id})`;

/**
 * Clear All (spec part 2 section 4): the session's listings of jobs the user never touched and its
 * research go, and those jobs with them unless another search still lists them; jobs the user tracks
 * stay listed and on the dashboard, and the session itself goes once nothing of it is left. The user
 * document records when; the client starts a fresh session id. Returns how many listings were kept.
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
    const session = await findOwnedSession(tx, userId, sessionId);
    const untouchedJobs = tx
      .select({ id: savedJobs.id })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, userId), untouched));
    const cleared = await tx
      .delete(sessionListings)
      .where(and(eq(sessionListings.sessionId, session.id), inArray(sessionListings.jobId, untouchedJobs)))
      .returning({ jobId: sessionListings.jobId });
    const clearedIds = cleared.map((row) => row.jobId);
    if (clearedIds.length > 0) {
      const stillListed = tx.select({ jobId: sessionListings.jobId }).from(sessionListings).where(inArray(sessionListings.jobId, clearedIds));
      await tx.delete(savedJobs).where(and(inArray(savedJobs.id, clearedIds), sql`${savedJobs.id} not in ${stillListed}`));
      // The rest are listed by an earlier search: that one is now the latest to list them.
      const latest = tx
        .selectDistinctOn([sessionListings.jobId], {
          jobId: sessionListings.jobId,
          sessionId: sessionListings.sessionId,
          listingNumber: sessionListings.listingNumber,
        })
        .from(sessionListings)
        .innerJoin(jobSearchSessions, eq(jobSearchSessions.id, sessionListings.sessionId))
        .where(inArray(sessionListings.jobId, clearedIds))
        .orderBy(sessionListings.jobId, desc(jobSearchSessions.createdAt))
        .as('latest');
      await tx
        .update(savedJobs)
        .set({ sessionId: sql`${latest.sessionId}`, listingNumber: sql`${latest.listingNumber}` })
        .from(latest)
        .where(and(eq(savedJobs.id, latest.jobId), eq(savedJobs.sessionId, session.id)));
    }
    await tx.delete(companyResearchSessions).where(eq(companyResearchSessions.sessionId, session.id));
    const [{ kept } = { kept: 0 }] = await tx
      .select({ kept: sql<number>`count(*)::int` })
      .from(sessionListings)
      .where(eq(sessionListings.sessionId, session.id));
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
