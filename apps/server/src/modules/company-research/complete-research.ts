import { applyFacts, assessResearch, type AssessmentPreferences, type Llm } from '@seeker/agents';
import type { CompanyResearch } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { ResearchSources } from '../../research-sources/research-sources';
import { loadCompanyFacts, type CachedFacts } from './load-company-facts';

export type ResearchDeps = { db: Db; research: ResearchSources; llm?: Llm | undefined };

/** One postings record completed: the company's facts (cached or fetched), then the assessment. */
export async function completeResearch(
  deps: ResearchDeps,
  record: CompanyResearch,
  preferences: AssessmentPreferences,
  { now, refresh, signal, cache }: { now: Date; refresh?: boolean; signal?: AbortSignal; cache?: Map<string, CachedFacts> },
): Promise<{ record: CompanyResearch; cached: boolean; llmProblem?: string }> {
  const { facts, cached } = await loadCompanyFacts(deps.db, deps.research, record.companyOverview.name, {
    now,
    ...(refresh ? { refresh } : {}),
    ...(signal ? { signal } : {}),
    ...(cache ? { cache } : {}),
  });
  const withFacts = applyFacts(record, facts);
  const { assessment, llmProblem } = await assessResearch(withFacts, preferences, { llm: deps.llm, now, ...(signal ? { signal } : {}) });
  return { record: { ...withFacts, strategicAssessment: assessment }, cached, ...(llmProblem ? { llmProblem } : {}) };
}
