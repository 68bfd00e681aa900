import { companyKey } from '@seeker/agents';
import type { CompanyResearch, JobResearchResponse } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyResearchSessions } from '../../db/schema';
import { findOwnedJob } from '../saved-jobs';

/** The research of a saved job's company in the job's own search session; null until it is researched. */
export async function findJobResearch(db: Db, userId: string, jobId: string): Promise<JobResearchResponse> {
  const job = await findOwnedJob(db, userId, jobId, { lock: false });
  const [row] = await db
    .select({ researchData: companyResearchSessions.researchData })
    .from(companyResearchSessions)
    .where(and(eq(companyResearchSessions.sessionId, job.sessionId), eq(companyResearchSessions.userId, userId)));
  return { sessionId: job.sessionId, company: job.company, research: recordFor(row?.researchData ?? [], job.company) };
}

export function recordFor(records: CompanyResearch[], company: string): CompanyResearch | null {
  const key = companyKey(company);
  if (key === '') return null;
  return records.find((record) => companyKey(record.companyOverview.name) === key) ?? null;
}
