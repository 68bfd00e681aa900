import { rerankWithLlm, summarizePostings, type Llm } from '@seeker/agents';
import { searchSessionIdFor, type CompanyResearch, type SavedJob, type Preferences, type SourceStatus } from '@seeker/contract';
import type { Db } from '../../db/client';
import { installedKnowledge } from '../../taxonomy/installed-knowledge';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import type { JobSources } from '../../job-sources/job-sources';
import { AppError } from '../../lib/app-error';
import { fetchLiveSources, type SearchLog } from './fetch-live-sources';
import { rankFromIndex, type FoundResults, type RankContext } from './rank-from-index';
import { indexStatus } from './index-status';
import { assertSearchable, loadSearchPreferences } from './load-search-preferences';
import { saveSearchSession, type SearchToSave } from './save-search-session';
import { searchMessages } from './search-messages';
import type { ResearchSources } from '../../research-sources/research-sources';
import { type ListedSavedJob, savedJobFromRow, savedJobValuesOf } from '../saved-jobs';
import type { RunProgress } from '../agent-runs';
import { researchCompanies } from '../company-research';

const noResearch: ResearchSources = { clients: {}, ttlHours: 72 };

function researchMessage({
  records,
  cachedCount,
  notReached,
  llmProblem,
}: {
  records: unknown[];
  cachedCount: number;
  notReached: number;
  llmProblem?: string;
}): string {
  const companies = `${records.length} ${records.length === 1 ? 'company' : 'companies'}`;
  const parts = [
    cachedCount > 0 ? `${cachedCount} from facts fetched earlier` : '',
    notReached > 0 ? `${notReached} not reached in time` : '',
    llmProblem ?? '',
  ].filter(Boolean);
  return `Researched ${companies}${parts.length > 0 ? ` (${parts.join('; ')})` : ''}`;
}

export type SearchDeps = {
  db: Db;
  sources: JobSources;
  research?: ResearchSources | undefined;
  llm?: Llm | undefined;
  log?: SearchLog | undefined;
  /** The installed occupations: titles then rank by occupation as well as by words (none: by words alone). */
  occupations?: OccupationKnowledge | undefined;
};

export type JobSearchResult = {
  sessionId: string;
  jobs: SavedJob[];
  /** Each job's posting fingerprint (the same job across sources and searches), in `jobs` order. */
  fingerprints: string[];
  companyResearch: CompanyResearch[];
  sources: SourceStatus[];
};

export { searchLimits } from './rank-from-index';
const llmDeadlineMs = 15_000;
/** Past this, no more companies of a search are researched (those started finish); the rest say so. */
export const researchDeadlineMs = 30_000;

/** A search found and not yet saved: what saveSearchSession stores, and what its caller is told once it is. */
/** How a search found its results; a scheduled run's ranking says more (its kept matches to write). */
export type Ranking = { results: FoundResults };
export type FoundSearch<R extends Ranking = Ranking> = {
  search: SearchToSave;
  companyResearch: CompanyResearch[];
  sources: SourceStatus[];
  ranking: R;
};

/**
 * One job search for one user: live sources and the shared index, merged across sources, filtered
 * and ranked against the saved preferences, saved as a new search session. Never shows a job no
 * source listed; when every source asked failed and the index has nothing, it says which failed.
 */
export async function runJobSearch(deps: SearchDeps, userId: string, progress: RunProgress): Promise<JobSearchResult> {
  const found = await findJobSearch(deps, userId, progress);
  const saved = await saveSearchSession(deps.db, found.search);
  progress.emit({ stage: 'saved', count: saved.length });
  return searchSaved(found, saved);
}

type FindOptions<R extends Ranking> = {
  now?: Date;
  preferences?: Preferences;
  /** How the results are found once the live sources answered: a full search of the index unless given. */
  rank?: (context: RankContext) => Promise<R>;
};

const rankWholeIndex = async (context: RankContext): Promise<Ranking> => ({ results: await rankFromIndex(context) });

/** What runJobSearch does before it saves: the search, ranked and its companies researched, to be saved by the caller. */
export async function findJobSearch<R extends Ranking>(
  deps: SearchDeps,
  userId: string,
  progress: RunProgress,
  options: FindOptions<R> & { rank: (context: RankContext) => Promise<R> },
): Promise<FoundSearch<R>>;
export async function findJobSearch(deps: SearchDeps, userId: string, progress: RunProgress, options?: FindOptions<Ranking>): Promise<FoundSearch>;
export async function findJobSearch(
  deps: SearchDeps,
  userId: string,
  progress: RunProgress,
  { now = new Date(), preferences: given, rank = rankWholeIndex }: FindOptions<Ranking> = {},
): Promise<FoundSearch> {
  // A scheduled search brings its own preferences; every other search uses the saved ones.
  const preferences = given ? assertSearchable(given) : await loadSearchPreferences(deps.db, userId);
  progress.emit({ stage: 'started' });

  const live = await fetchLiveSources(deps, preferences, now, (source) => progress.emit({ stage: 'source', source }));
  const ranking = await rank({ db: deps.db, preferences, live, now, knowledge: await installedKnowledge(deps.occupations) });
  const found = ranking.results;
  const index = await indexStatus(deps.db, deps.sources, found.indexed);
  progress.emit({ stage: 'index', source: index, count: found.indexed });

  const asked = live.statuses.filter((status) => status.status === 'ok' || status.status === 'failed');
  if (found.candidates === 0 && asked.length > 0 && asked.every((status) => status.status === 'failed')) {
    throw new AppError('UPSTREAM_FAILED', searchMessages.allSourcesFailed(asked.map((status) => `${status.label}: ${status.error ?? 'failed'}`)));
  }

  let ranked = found.ranked;
  let rerankNote: string | undefined;
  if (deps.llm && ranked.length > 1) {
    // The LLM gets as long as one source; past that the deterministic order stands.
    const reranked = await rerankWithLlm(deps.llm, ranked, preferences, {
      signal: AbortSignal.timeout(Math.max(llmDeadlineMs, deps.sources.settings.timeoutMs)),
    });
    ranked = reranked.ranked;
    if (!reranked.used && reranked.error) rerankNote = `Ranked without the AI re-rank: ${reranked.error}`;
  }
  progress.emit({ stage: 'ranked', count: ranked.length, ...(rerankNote ? { message: rerankNote } : {}) });

  const sessionId = searchSessionIdFor(progress.runId);
  const rows = ranked.map((item, index) => savedJobValuesOf(item, { userId, sessionId, index, now }));
  const jobIdsByCompany = new Map<string, string>();
  for (const row of rows) if (!jobIdsByCompany.has(row.company)) jobIdsByCompany.set(row.company, row.id);
  const researched = await researchCompanies(
    { db: deps.db, research: deps.research ?? noResearch, llm: deps.llm },
    summarizePostings(
      ranked.map((item) => item.posting),
      { now, jobIdsByCompany },
    ),
    preferences,
    { now, deadlineMs: researchDeadlineMs },
  );
  const companyResearch = researched.records;
  progress.emit({ stage: 'researched', count: companyResearch.length, message: researchMessage(researched) });
  const sources = [...live.statuses, index];
  return { search: { userId, sessionId, listings: rows, research: companyResearch, sources, now }, companyResearch, sources, ranking };
}

/** What a found search's caller is told once it is saved (the saved jobs, in rank order). */
export function searchSaved(found: FoundSearch, saved: ListedSavedJob[]): JobSearchResult {
  return {
    sessionId: found.search.sessionId,
    jobs: saved.map(savedJobFromRow),
    fingerprints: saved.map((row) => row.fingerprint ?? row.id),
    companyResearch: found.companyResearch,
    sources: found.sources,
  };
}
