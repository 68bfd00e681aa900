import { groupBy } from '../../lib/group-by';
import type { Db } from '../../db/client';
import type { StoredPosting } from '../postings';
import { rankJobs, searchIndex, type RankContext } from '../job-search';
import { entryFor, matchedBits, orderMatches, pruneMatches, type MatchEntry } from './match-entries';
import { matchFlags, type Board } from './match-store';
import type { ScheduleRanking } from './scheduled-matching';

export const groupByJob = <T extends { posting: StoredPosting }>(items: T[]) => groupBy(items, (item) => item.posting.fingerprint);

/** A full search of the index, and every job it matched kept as the schedule's matches from now on, its news read through `newsThrough`. */
export async function rankInFull(
  db: Db,
  scheduleId: string,
  context: RankContext,
  key: { preferencesKey: string; terms: string[]; boards: Board[] },
  newsThrough: number,
): Promise<ScheduleRanking> {
  const { jobs, postings, indexed, found } = await searchIndex(context);
  const flags = await matchFlags(
    db,
    postings.map((posting) => posting.id),
    key.terms,
    key.boards,
  );
  const livePostingIds = new Set(context.live.postings.map((posting) => posting.id));
  const entries = new Map<string, MatchEntry>();
  const copiesByJob = groupByJob(postings.map((posting) => ({ posting })));
  for (const [fingerprint, prepared] of groupByJob(jobs)) {
    const copies = (copiesByJob.get(fingerprint) ?? []).map((item) => item.posting);
    const matched = matchedBits(copies.map((copy) => ({ ...flags.get(copy.id), live: livePostingIds.has(copy.id) })));
    entries.set(fingerprint, entryFor(matched, copies, prepared));
  }
  const pruned = pruneMatches(orderMatches(entries.values(), context.now), { floor: null, droppedJobs: [] });
  return {
    mode: 'full',
    results: { ranked: rankJobs(jobs, context.now), indexed, candidates: found },
    write: {
      scheduleId,
      preferencesKey: key.preferencesKey,
      state: pruned.state,
      upsert: new Map([...entries].filter(([fingerprint]) => pruned.kept.has(fingerprint))),
      remove: [],
      newsThrough,
      fresh: { terms: key.terms, boards: key.boards },
      now: context.now,
    },
  };
}
