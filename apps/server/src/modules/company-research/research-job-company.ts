import { companyKey, summarizePostings } from '@seeker/agents';
import { companyResearchMessages, type JobResearchResponse } from '@seeker/contract';
import { and, eq, sql } from 'drizzle-orm';
import { companyResearchSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assessmentPreferences } from './assessment-preferences';
import { completeResearch, type ResearchDeps } from './complete-research';
import { findJobResearch } from './find-job-research';
import { postingFromListing } from './posting-from-listing';
import { findOwnedJob, jobsOfSession } from '../saved-jobs';

/** One company is researched within this; its sources' own timeouts are shorter. */
const deadlineMs = 25_000;

/**
 * Research a saved job's company now, from the postings of the job's search that name it and the
 * outside sources (cached facts unless `refresh`), and keep it in that search's research, replacing
 * the company's earlier record.
 */
export async function researchJobCompany(
  deps: ResearchDeps,
  userId: string,
  jobId: string,
  { refresh = false, now = new Date() } = {},
): Promise<JobResearchResponse> {
  const job = await findOwnedJob(deps.db, userId, jobId, { lock: false });
  const key = companyKey(job.company);
  if (key === '') throw new AppError('BAD_REQUEST', companyResearchMessages.noCompany);
  const rows = await jobsOfSession(deps.db, userId, job.sessionId);
  const postings = rows.filter((row) => companyKey(row.company) === key).map(postingFromListing);
  const [base] = summarizePostings(postings, { now, jobIdsByCompany: new Map([[job.company, job.id]]) });
  if (!base) throw new AppError('BAD_REQUEST', companyResearchMessages.noCompany);
  const preferences = await assessmentPreferences(deps.db, userId);
  const { record } = await completeResearch(deps, base, preferences, { now, refresh, signal: AbortSignal.timeout(deadlineMs) });

  await deps.db.transaction(async (tx) => {
    const [session] = await tx
      .select({ researchData: companyResearchSessions.researchData })
      .from(companyResearchSessions)
      .where(and(eq(companyResearchSessions.sessionId, job.sessionId), eq(companyResearchSessions.userId, userId)))
      .for('update');
    const others = (session?.researchData ?? []).filter((entry) => companyKey(entry.companyOverview.name) !== key);
    // The record keeps the id it had (links and favourites by id stay valid), else the slug made now.
    const earlier = (session?.researchData ?? []).find((entry) => companyKey(entry.companyOverview.name) === key);
    const kept = earlier ? { ...record, companyOverview: { ...record.companyOverview, id: earlier.companyOverview.id } } : record;
    const researchData = [...others, kept];
    await tx
      .insert(companyResearchSessions)
      .values({ sessionId: job.sessionId, userId, researchData, createdAt: now, lastUpdated: now })
      .onConflictDoUpdate({
        target: companyResearchSessions.sessionId,
        set: { researchData, lastUpdated: sql`now()` },
        setWhere: eq(companyResearchSessions.userId, userId),
      });
  });
  return findJobResearch(deps.db, userId, jobId);
}
