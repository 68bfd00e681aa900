import type { Posting } from '../posting';
import { compilePreferences } from './compile-preferences';
import { matchReason } from './match-reason';
import type { RankedPosting, RankPreferences } from './ranked-posting';
import type { RankKnowledge } from './score-occupation';
import { createScoringState, finishScore, prepareScore, type PreparedScore } from './score-posting';

export type RankOptions = {
  /** The installed occupations, where there are: titles then match by occupation as well as by words. */
  knowledge?: RankKnowledge;
  /** The clock freshness is measured against: passed in so a ranking can be repeated exactly. */
  now: Date;
  /** At most this many, the best first. */
  limit?: number;
};

/** A posting with its score prepared against one set of preferences (`preparePostings`). */
export type PreparedPosting<T extends Posting> = { posting: T; prepared: PreparedScore };

/** Each posting's clock-free score part; postings the user's keywords rule out are left out. */
export function preparePostings<T extends Posting>(
  postings: readonly T[],
  preferences: RankPreferences,
  knowledge?: RankKnowledge,
): PreparedPosting<T>[] {
  return postingPreparer(preferences, knowledge)(postings);
}

/**
 * `preparePostings` against one set of preferences compiled once, for postings that come in many small
 * batches (a scheduled run prepares its changed jobs one at a time): compiling them is most of a small batch's cost.
 */
export function postingPreparer(
  preferences: RankPreferences,
  knowledge?: RankKnowledge,
): <T extends Posting>(postings: readonly T[]) => PreparedPosting<T>[] {
  const state = createScoringState(compilePreferences(preferences, knowledge), new Date(0));
  return (postings) => {
    const prepared = [];
    for (const posting of postings) {
      const score = prepareScore(posting, state);
      if (score) prepared.push({ posting, prepared: score });
    }
    return prepared;
  };
}

/** A ranked posting before its reason is written: what the order and the gathering of places read. */
export type ScoredPosting<T extends Posting> = Omit<RankedPosting<T>, 'reason'>;

/**
 * Prepared postings finished at `now` and sorted: score, then newest first, then title, then source and id,
 * so equal input gives equal order. No reasons: a caller that keeps only the best writes theirs alone (`withReason`).
 */
export function orderPrepared<T extends Posting>(items: readonly PreparedPosting<T>[], now: Date): ScoredPosting<T>[] {
  const scored = items.map(({ posting, prepared }) => {
    const finished = finishScore(prepared, now);
    return { posting, ...finished, key: rankKey(finished.score, posting) };
  });
  scored.sort((a, b) => compareRankKeys(a.key, b.key));
  return scored.map(({ posting, score, signals }) => ({ posting, score, signals }));
}

/** A scored posting with the reason its signals give. */
export function withReason<T extends Posting, S extends ScoredPosting<T>>(item: S): S & { reason: string } {
  return { ...item, reason: matchReason(item.signals, item.posting) };
}

/**
 * What `rankPostings` returns for the same postings, without reading their text again: the posting here
 * need only carry what the order and the reason read.
 */
export function rankPrepared<T extends Posting>(items: readonly PreparedPosting<T>[], options: RankOptions): RankedPosting<T>[] {
  const ordered = orderPrepared(items, options.now);
  // Reasons only for what is returned: with a limit most postings never need one.
  return (options.limit === undefined ? ordered : ordered.slice(0, Math.max(0, options.limit))).map((item) => withReason(item));
}

/**
 * Drops postings the user's keywords rule out (any exclude keyword in title, company, description or tags;
 * with include keywords, none of them anywhere), scores the rest 0 to 100 (weights in rank-weights.ts),
 * and sorts them: score, then newest first, then title, then source and id, so equal input gives equal order.
 */
export function rankPostings<T extends Posting>(postings: readonly T[], preferences: RankPreferences, options: RankOptions): RankedPosting<T>[] {
  return rankPrepared(preparePostings(postings, preferences, options.knowledge), options);
}

/** What orders ranked postings: score, then newest first (unknown dates last), then title, then source and id. */
export type RankKey = { score: number; time: number; title: string; source: string; sourceId: string };

export function rankKey(score: number, posting: Pick<Posting, 'postedAt' | 'title' | 'source' | 'sourceId'>): RankKey {
  const time = posting.postedAt?.getTime();
  return {
    score,
    time: time !== undefined && Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY,
    title: posting.title,
    source: posting.source,
    sourceId: posting.sourceId,
  };
}

/** Negative when `a` ranks before `b`; equal input gives equal order. */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  return (
    b.score - a.score ||
    (b.time === a.time ? 0 : b.time > a.time ? 1 : -1) ||
    compareText(a.title.toLowerCase(), b.title.toLowerCase()) ||
    compareText(a.title, b.title) ||
    compareText(a.source, b.source) ||
    compareText(a.sourceId, b.sourceId)
  );
}

// Code-unit order, not localeCompare: the same on every machine whatever its locale.
function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
