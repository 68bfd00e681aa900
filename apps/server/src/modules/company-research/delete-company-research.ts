import { companyResearchMessages } from '@seeker/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Delete Research: one company's record leaves its session's research; the jobs stay. */
export async function deleteCompanyResearch(db: Db, userId: string, sessionId: string, companyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ researchData: companyResearchSessions.researchData })
      .from(companyResearchSessions)
      .where(and(eq(companyResearchSessions.sessionId, sessionId), eq(companyResearchSessions.userId, userId)))
      .for('update');
    const kept = row?.researchData.filter((record) => record.companyOverview.id !== companyId);
    if (!row || !kept || kept.length === row.researchData.length) throw AppError.notFound(companyResearchMessages.notFound);
    await tx
      .update(companyResearchSessions)
      .set({ researchData: kept, lastUpdated: sql`now()` })
      .where(eq(companyResearchSessions.sessionId, sessionId));
  });
}
