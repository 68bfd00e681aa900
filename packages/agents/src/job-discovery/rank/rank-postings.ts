import type { Posting } from '../posting';
import { compilePreferences } from './compile-preferences';
import { matchReason } from './match-reason';
import type { RankedPosting, RankPreferences } from './ranked-posting';
import { createScoringState, scorePosting } from './score-posting';

export type RankOptions = {
  /** The clock freshness is measured against: passed in so a ranking can be repeated exactly. */
  now: Date;
  /** At most this many, the best first. */
  limit?: number;
};

/**
 * Drops postings the user's keywords rule out (any exclude keyword in title, company, description or tags;
 * with include keywords, none of them anywhere), scores the rest 0 to 100 (weights in rank-weights.ts),
 * and sorts them: score, then newest first, then title, then source and id, so equal input gives equal order.
 */
export function rankPostings<T extends Posting>(postings: readonly T[], preferences: RankPreferences, options: RankOptions): RankedPosting<T>[] {
  const state = createScoringState(compilePreferences(preferences), options.now);
  const scored: { posting: T; score: number; signals: RankedPosting<T>['signals']; time: number }[] = [];
  for (const posting of postings) {
    const result = scorePosting(posting, state);
    if (!result) continue;
    const time = posting.postedAt?.getTime();
    scored.push({ posting, ...result, time: time !== undefined && Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (b.time === a.time ? 0 : b.time > a.time ? 1 : -1) ||
      compareText(a.posting.title.toLowerCase(), b.posting.title.toLowerCase()) ||
      compareText(a.posting.title, b.posting.title) ||
      compareText(a.posting.source, b.posting.source) ||
      compareText(a.posting.sourceId, b.posting.sourceId),
  );
  const kept = options.limit === undefined ? scored : scored.slice(0, Math.max(0, options.limit));
  // Reasons only for what is returned: with a limit most postings never need one.
  return kept.map(({ posting, score, signals }) => ({ posting, score, reason: matchReason(signals, posting), signals }));
}

// Code-unit order, not localeCompare: the same on every machine whatever its locale.
function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}
