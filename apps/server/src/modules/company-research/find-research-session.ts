import type { ResearchSession } from '@seeker/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyResearchMessages } from '@seeker/contract';

/** The user's research session by id (404 when not theirs), else their latest one; null when they have none. */
export async function findResearchSession(db: Db, userId: string, sessionId?: string): Promise<ResearchSession | null> {
  const owned = eq(companyResearchSessions.userId, userId);
  const [row] = await db
    .select()
    .from(companyResearchSessions)
    .where(sessionId ? and(owned, eq(companyResearchSessions.sessionId, sessionId)) : owned)
    .orderBy(desc(companyResearchSessions.createdAt))
    .limit(1);
  if (!row) {
    if (sessionId) throw AppError.notFound(companyResearchMessages.notFound);
    return null;
  }
  return {
    sessionId: row.sessionId,
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    companies: row.researchData,
  };
}
