import {
  gatherPlaces,
  type Gathered,
  indexTermsFor,
  mergePostings,
  preparePostings,
  orderPrepared,
  type MergedPosting,
  type PlacedPosting,
  type PreparedPosting,
  type RankKnowledge,
  type RankedPosting,
  type ScoredPosting,
  withReason,
} from '@seeker/agents';
import type { Preferences } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { LiveResult } from './fetch-live-sources';
import { postingsWithFingerprints, queryPostings, type StoredPosting } from '../postings';

/** Candidates read from the index for ranking, and results kept per search. */
export const searchLimits = { candidates: 600, results: 50 } as const;

export type RankedResult = RankedPosting<PlacedPosting<StoredPosting>>;

/** What a search found once its live sources answered: its results, best first, and what they were chosen from. */
export type FoundResults = {
  ranked: RankedResult[];
  /** Postings the index offered (the index source's count). */
  indexed: number;
  /** Jobs found before the keywords filtered them (none, with every source failed, means the search failed). */
  candidates: number;
};

export type RankContext = {
  db: Db;
  preferences: Preferences;
  live: LiveResult;
  now: Date;
  /** The installed occupations as the run found them (none: titles rank by their words alone). */
  knowledge?: RankKnowledge | undefined;
};
export type RankResults = (context: RankContext) => Promise<FoundResults>;

/** The jobs a search ranks, each prepared against its preferences: every copy of a job merged into one, in id order. */
export type PreparedJobs = PreparedPosting<MergedPosting<StoredPosting>>[];

/**
 * A job's one open copy (most jobs have one) merged, by the copy: the posting cache hands every run the same
 * copy until it changes, and each schedule the job matches merges it. Weakly held: gone with the copy (and
 * small, one object a cached copy: not counted in the cache's budget).
 */
const mergedAlone = new WeakMap<StoredPosting, readonly MergedPosting<StoredPosting>[]>();

/**
 * Copies of one job merged the same way whoever merges them: in id order (mergePostings keeps the first
 * fitting group). What it returns may be shared with other callers: the list, its postings and their links
 * are frozen (the posting cache freezes the copies themselves).
 */
export function mergeCopies(copies: Iterable<StoredPosting>): readonly MergedPosting<StoredPosting>[] {
  const all = [...copies];
  if (all.length !== 1) return mergePostings(all.sort((a, b) => a.id - b.id));
  let merged = mergedAlone.get(all[0]!);
  if (!merged) {
    const made = mergePostings(all);
    for (const posting of made) {
      Object.freeze(posting.links);
      Object.freeze(posting);
    }
    merged = Object.freeze(made);
    mergedAlone.set(all[0]!, merged);
  }
  return merged;
}

/** What a search lists of its jobs, ranked and gathered: the first `searchLimits.results`, each with its reason (written for these only). */
export function listedResults(gathered: readonly Gathered<ScoredPosting<MergedPosting<StoredPosting>>>[]): RankedResult[] {
  return gathered.slice(0, searchLimits.results).map((result) => withReason(result));
}

/** Best first, one job in many places as one result, at most `searchLimits.results`. */
export function rankJobs(prepared: PreparedJobs, now: Date): RankedResult[] {
  return listedResults(gatherPlaces(orderPrepared(prepared, now)));
}

/**
 * The full search: the live sources' postings and the shared index's candidates, with every other copy
 * of the same jobs (so each result keeps every link), merged, filtered and ranked against the preferences.
 */
export async function searchIndex({
  db,
  preferences,
  live,
  knowledge,
}: Omit<RankContext, 'now'>): Promise<{ jobs: PreparedJobs; postings: StoredPosting[]; indexed: number; found: number }> {
  const indexed = await queryPostings(db, { terms: indexTermsFor(preferences, knowledge), boards: live.boards, limit: searchLimits.candidates });
  const byId = new Map<number, StoredPosting>();
  for (const posting of [...live.postings, ...indexed]) byId.set(posting.id, posting);
  const fingerprints = [...new Set([...byId.values()].map((posting) => posting.fingerprint))];
  const copies = await postingsWithFingerprints(db, fingerprints, byId.keys());
  for (const posting of copies) byId.set(posting.id, posting);
  const merged = mergeCopies(byId.values());
  return { jobs: preparePostings(merged, preferences, knowledge), postings: [...byId.values()], indexed: indexed.length, found: merged.length };
}

export const rankFromIndex: RankResults = async (context) => {
  const { jobs, indexed, found } = await searchIndex(context);
  return { ranked: rankJobs(jobs, context.now), indexed, candidates: found };
};
