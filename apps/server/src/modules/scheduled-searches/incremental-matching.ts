import { isDeepStrictEqual } from 'node:util';
import { postingPreparer } from '@seeker/agents';
import type { Db } from '../../db/client';
import { mergeCopies, type RankContext, type RankedResult } from '../job-search';
import { groupByJob } from './full-matching';
import {
  droppedPlacesOf,
  entryFor,
  matchedBits,
  matchedBy,
  orderMatches,
  pruneMatches,
  rankMatches,
  type MatchEntry,
  type MatchState,
} from './match-entries';
import { openCopies, type Board, type MatchedCopy, type StoredMatches } from './match-store';
import type { MatchReads, ScheduleRanking } from './scheduled-matching';

/** More unmatched postings than this waiting (the percolator behind), a run searches in full rather than match them all itself. */
export const maxUnpercolatedJobs = 2_000;

/** Whether a run left a schedule's floor and dropped jobs as they were. */
const sameState = (a: MatchState, b: MatchState) => isDeepStrictEqual(a.floor, b.floor) && isDeepStrictEqual(a.droppedJobs, b.droppedJobs);

/**
 * The results from the kept matches and what changed since (decision 0021), or 'needs-full' when only a
 * full search can say: too many jobs not matched yet, a result whose place or whole posting cannot be read.
 */
export async function rankIncrementally(
  db: Db,
  scheduleId: string,
  reads: MatchReads,
  context: RankContext,
  stored: StoredMatches,
  kept: Map<string, MatchEntry>,
  key: { terms: string[]; boards: Board[] },
): Promise<ScheduleRanking | 'needs-full'> {
  const unmatched = await reads.unpercolated();
  if (unmatched.length > maxUnpercolatedJobs) return 'needs-full';
  const liveJobs = new Set(context.live.postings.map((posting) => posting.fingerprint));
  const entries = new Map(kept);
  const changed = new Map<string, MatchEntry>();
  const removed = new Set<string>();
  // A live source's listing counts for the run that read it only.
  for (const [fingerprint, entry] of entries) {
    if (!(entry.matchedBy & matchedBy.live)) continue;
    const rest = entry.matchedBy & ~matchedBy.live;
    if (rest === 0) {
      entries.delete(fingerprint);
      removed.add(fingerprint);
    } else {
      entries.set(fingerprint, { ...entry, matchedBy: rest });
      changed.set(fingerprint, entries.get(fingerprint)!);
    }
  }
  // The preferences compiled once for the run, not once per job.
  const prepare = postingPreparer(context.preferences, context.knowledge);
  /** The open copies read this run, by job: the results' whole postings are among them (a job with none has none open). */
  const copiesRead = new Map<string, MatchedCopy[]>();
  /** Each of these jobs as its open copies are now: matched again, or gone from the matches; the copies of the jobs in `also` only read. */
  const rematch = async (fingerprints: string[], also: string[] = []) => {
    const copies = groupByJob(await openCopies(db, fingerprints, key.terms, key.boards, also));
    for (const fingerprint of [...fingerprints, ...also]) copiesRead.set(fingerprint, copies.get(fingerprint) ?? []);
    for (const fingerprint of fingerprints) {
      const found = copies.get(fingerprint) ?? [];
      const live = liveJobs.has(fingerprint);
      const matched = matchedBits(found.map((copy) => ({ text: copy.text, board: copy.board, live })));
      const prepared = matched === 0 ? [] : prepare(mergeCopies(found.map((copy) => copy.posting)));
      if (prepared.length === 0) {
        if (entries.delete(fingerprint)) removed.add(fingerprint);
        changed.delete(fingerprint);
        continue;
      }
      const entry = entryFor(
        matched,
        found.map((copy) => copy.posting),
        prepared,
      );
      entries.set(fingerprint, entry);
      changed.set(fingerprint, entry);
      removed.delete(fingerprint);
    }
  };
  const changedJobs = new Set([...stored.pending, ...unmatched, ...liveJobs]);
  // The kept matches' copies are read in the same statement, for the whole postings of the results among
  // them: one statement a run fewer, for the whole postings of the ~25 kept jobs that will not be listed
  // (the posting cache holds them; a schedule's kept jobs are its last results and their places).
  await rematch(
    [...changedJobs],
    [...entries.keys()].filter((fingerprint) => !changedJobs.has(fingerprint)),
  );

  let order = orderMatches(entries.values(), context.now);
  let ranked = rankMatches(order, stored);
  if (!ranked) return 'needs-full';
  // Dropped openings of the results' jobs would be their places: read them (once; still missing, search in full).
  const droppedPlaces = droppedPlacesOf(ranked, stored, entries);
  if (droppedPlaces.length > 0) {
    await rematch(droppedPlaces);
    const read = new Set(droppedPlaces);
    order = orderMatches(entries.values(), context.now);
    ranked = rankMatches(order, stored);
    if (!ranked || droppedPlacesOf(ranked, stored, { has: (fingerprint) => entries.has(fingerprint) || read.has(fingerprint) }).length > 0)
      return 'needs-full';
  }
  const whole = wholePostings(ranked, copiesRead);
  if (!whole) return 'needs-full';

  const pruned = pruneMatches(order, stored);
  for (const fingerprint of entries.keys()) if (!pruned.kept.has(fingerprint)) removed.add(fingerprint);
  return {
    mode: 'incremental',
    results: { ranked: whole, indexed: entries.size, candidates: entries.size },
    write: {
      scheduleId,
      preferencesKey: stored.preferencesKey,
      // Most runs drop nothing new: their state (thousands of dropped jobs) is not sent again.
      state: sameState(pruned.state, stored) ? null : pruned.state,
      upsert: new Map([...changed].filter(([fingerprint]) => pruned.kept.has(fingerprint))),
      remove: [...removed],
      newsThrough: await reads.newsThrough(),
      now: context.now,
    },
  };
}

/**
 * The results' whole merged postings in place of the summaries they were ranked as, merged from the
 * copies this run read (every match's job was read: rematched, or read with them); null if a result's
 * copy is no longer open (closed since its match was kept, and not matched again yet).
 */
function wholePostings(ranked: RankedResult[], copiesRead: Map<string, MatchedCopy[]>): RankedResult[] | null {
  const copies = [...new Set(ranked.map((result) => result.posting.fingerprint))].flatMap((fingerprint) => copiesRead.get(fingerprint) ?? []);
  const merged = new Map(
    mergeCopies(copies.map((copy) => copy.posting)).map((posting) => [`${posting.source}\u0000${posting.sourceId}`, posting] as const),
  );
  const whole: RankedResult[] = [];
  for (const result of ranked) {
    const posting = merged.get(`${result.posting.source}\u0000${result.posting.sourceId}`);
    if (!posting) return null;
    whole.push({ ...result, posting: { ...posting, places: result.posting.places } });
  }
  return whole;
}
