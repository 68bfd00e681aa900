import { applyFacts, assessResearch, type AssessmentPreferences } from '@seeker/agents';
import type { CompanyResearch, ResearchGap, ResearchSourceKind } from '@seeker/contract';
import type { ResearchClients } from '@seeker/agents';
import { completeResearch, type ResearchDeps } from './complete-research';
import { cachedCompanyFacts } from './load-company-facts';

/** Companies researched at once: polite to Wikidata (which asks for few parallel requests) and quick enough. */
const concurrency = 3;

const kindOf: Record<keyof ResearchClients, ResearchSourceKind> = {
  wikidata: 'wikidata',
  wikipedia: 'wikipedia',
  site: 'website',
  ratings: 'ratings',
};

export type ResearchProgress = (done: number, total: number) => void;

/**
 * Every company of a search researched, at most `concurrency` at a time. Past `deadlineMs` no new company
 * is started: those keep their postings record, a gap per source saying it was not asked, and the
 * assessment by rules; "Research again" on the screen completes them.
 */
export async function researchCompanies(
  deps: ResearchDeps,
  records: CompanyResearch[],
  preferences: AssessmentPreferences,
  { now, deadlineMs, onProgress }: { now: Date; deadlineMs: number; onProgress?: ResearchProgress },
): Promise<{ records: CompanyResearch[]; cachedCount: number; notReached: number; llmProblem?: string }> {
  const endsAt = Date.now() + deadlineMs;
  const results: CompanyResearch[] = [...records];
  let next = 0;
  let done = 0;
  let cachedCount = 0;
  let notReached = 0;
  let llmProblem: string | undefined;
  // Every company's cached facts in one read; those not cached are fetched (and cached) one by one below.
  const cache = await cachedCompanyFacts(
    deps.db,
    deps.research,
    records.map((record) => record.companyOverview.name),
    now,
  );
  const worker = async () => {
    while (next < records.length) {
      const index = next++;
      const record = records[index]!;
      if (Date.now() >= endsAt) {
        results[index] = await notAsked(record, deps, preferences, now);
        notReached++;
      } else {
        const outcome = await completeResearch(deps, record, preferences, { now, cache });
        results[index] = outcome.record;
        if (outcome.cached) cachedCount++;
        llmProblem ??= outcome.llmProblem;
      }
      onProgress?.(++done, records.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, records.length) }, worker));
  return { records: results, cachedCount, notReached, ...(llmProblem ? { llmProblem } : {}) };
}

async function notAsked(record: CompanyResearch, deps: ResearchDeps, preferences: AssessmentPreferences, now: Date): Promise<CompanyResearch> {
  const gaps: ResearchGap[] = (Object.keys(deps.research.clients) as (keyof ResearchClients)[]).map((client) => ({
    source: kindOf[client],
    reason: 'failed',
    message: 'Not asked: this search’s research time ran out. Choose Research again.',
  }));
  const withGaps = applyFacts(record, {
    overview: {},
    ratings: null,
    reviewsSummary: null,
    interviewIntelligence: null,
    competitors: null,
    awards: null,
    officeLocations: null,
    sources: [],
    citations: {},
    gaps,
  });
  const { assessment } = await assessResearch(withGaps, preferences, { now });
  return { ...withGaps, strategicAssessment: assessment };
}
