import type { JobSearchSession } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions } from '../../db/schema';
import { savedJobFromRow } from './saved-job-shapes';
import { findOwnedSession } from './find-owned-session';
import { jobsOfSession } from './listed-saved-job';

/** One search as the Job Listings screen shows it: its jobs in rank order and how each source answered. */
export async function getSearchSession(db: Db, userId: string, sessionId: string): Promise<JobSearchSession> {
  const session = await findOwnedSession(db, userId, sessionId);
  const [jobs, [research]] = await Promise.all([
    jobsOfSession(db, userId, session.id),
    db
      .select({ companies: sql<number>`json_array_length(${companyResearchSessions.researchData})::int` })
      .from(companyResearchSessions)
      .where(eq(companyResearchSessions.sessionId, session.id)),
  ]);
  return {
    sessionId: session.id,
    status: session.status,
    jobCount: session.jobCount,
    createdAt: session.createdAt.toISOString(),
    lastUpdated: session.lastUpdated.toISOString(),
    sources: session.sources,
    companyCount: research?.companies ?? 0,
    jobs: jobs.map(savedJobFromRow),
  };
}
