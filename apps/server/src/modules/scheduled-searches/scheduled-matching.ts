import crypto from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { indexTermsFor, jobKeyVersion, postingPreparer } from '@seeker/agents';
import type { Preferences } from '@seeker/contract';
import type { Db } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import type { StoredPosting } from '../postings';
import { mergeCopies, rankJobs, searchIndex, type FoundResults, type RankContext, type RankedResult, type RankResults } from '../job-search';
import {
  droppedJobsReadable,
  droppedPlacesOf,
  entryFor,
  matchedBy,
  maxDroppedJobs,
  orderMatches,
  pruneMatches,
  rankMatches,
  type MatchEntry,
  type MatchState,
} from './match-entries';
import { matchEntryFormat, readEntries } from './match-entry-codec';
import {
  loadMatches,
  matchFlags,
  openCopies,
  unpercolatedJobs,
  type Board,
  type MatchedCopy,
  type MatchWrite,
  type StoredMatches,
} from './match-store';

/** More unmatched postings than this waiting (the percolator behind), a run searches in full rather than match them all itself. */
const maxUnpercolatedJobs = 2_000;

/** A scheduled run's way to its results: its kept matches and what is new since (incremental), else a full search. */
export type ScheduleMatching = {
  rank: RankResults;
  /** The matches the run leaves, for writeMatches in its session's transaction (null before it ranked). */
  write: () => MatchWrite | null;
  /** Which way the last `rank` went. */
  mode: () => 'full' | 'incremental' | null;
};

const rankedPreferences = (preferences: Preferences) => ({
  titles: preferences.titles,
  locations: preferences.locations,
  skills: preferences.skills,
  companies: preferences.companies,
  includeKeywords: preferences.includeKeywords,
  excludeKeywords: preferences.excludeKeywords,
  salaryRange: preferences.salaryRange,
  jobType: preferences.jobType,
  seniority: preferences.seniority,
});

/** Whether a run left a schedule's floor and dropped jobs as they were. */
const sameState = (a: MatchState, b: MatchState) => isDeepStrictEqual(a.floor, b.floor) && isDeepStrictEqual(a.droppedJobs, b.droppedJobs);

function boardsOf(live: RankContext['live']): Board[] {
  const unique = new Map(
    live.boards.map((board) => [`${board.provider}/${board.slug.toLowerCase()}`, { provider: board.provider, slug: board.slug.toLowerCase() }]),
  );
  return [...unique].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, board]) => board);
}

const groupByJob = <T extends { posting: StoredPosting }>(items: T[]) => groupBy(items, (item) => item.posting.fingerprint);

/** What the runs of a batch read once for all of them: their schedules' kept matches, and the jobs the percolator has not matched yet. */
export type MatchReads = { matches: (scheduleId: string) => Promise<StoredMatches | null>; unpercolated: () => Promise<string[]> };

/** The batch's reads, each made when a run first needs it (a batch of full searches reads no unmatched jobs). */
export function matchReads(db: Db, scheduleIds: string[]): MatchReads {
  let matches: Promise<Map<string, StoredMatches>> | undefined;
  let unpercolated: Promise<string[]> | undefined;
  // A read that failed is made again by the next run that needs it: one failure fails one run.
  const again = <T>(read: Promise<T>, forget: () => void) => read.catch((error: unknown) => (forget(), Promise.reject(error)));
  return {
    matches: async (scheduleId) => (await (matches ??= again(loadMatches(db, scheduleIds), () => (matches = undefined)))).get(scheduleId) ?? null,
    unpercolated: () => (unpercolated ??= again(unpercolatedJobs(db, maxUnpercolatedJobs + 1), () => (unpercolated = undefined))),
  };
}

export function scheduleMatching(db: Db, scheduleId: string, reads: MatchReads = matchReads(db, [scheduleId])): ScheduleMatching {
  let write: MatchWrite | null = null;
  let mode: 'full' | 'incremental' | null = null;

  async function full(
    context: RankContext,
    preferencesKey: string,
    terms: string[],
    boards: Board[],
    stored: StoredMatches | null,
  ): Promise<FoundResults> {
    const { jobs, postings, indexed, found } = await searchIndex(context);
    const flags = await matchFlags(
      db,
      postings.map((posting) => posting.id),
      terms,
      boards,
    );
    const live = new Set(context.live.postings.map((posting) => posting.id));
    const entries = new Map<string, MatchEntry>();
    const preparedByJob = groupByJob(jobs);
    const copiesByJob = groupByJob(postings.map((posting) => ({ posting })));
    for (const [fingerprint, prepared] of preparedByJob) {
      const copies = (copiesByJob.get(fingerprint) ?? []).map((item) => item.posting);
      const matched = copies.reduce((bits, copy) => {
        const flag = flags.get(copy.id);
        return bits | (flag?.text ? matchedBy.text : 0) | (flag?.board ? matchedBy.board : 0) | (live.has(copy.id) ? matchedBy.live : 0);
      }, 0);
      entries.set(fingerprint, entryFor(matched, copies, prepared));
    }
    const pruned = pruneMatches(orderMatches(entries.values(), context.now), { floor: null, droppedJobs: [] });
    write = {
      scheduleId,
      preferencesKey,
      state: pruned.state,
      upsert: new Map([...entries].filter(([fingerprint]) => pruned.kept.has(fingerprint))),
      remove: [],
      pending: stored?.pending ?? [],
      fresh: { terms, boards },
      now: context.now,
    };
    mode = 'full';
    return { ranked: rankJobs(jobs, context.now), indexed, candidates: found };
  }

  /** The results from the kept matches and what changed since, or null when only a full search can say. */
  async function incremental(
    context: RankContext,
    stored: StoredMatches,
    kept: Map<string, MatchEntry>,
    terms: string[],
    boards: Board[],
  ): Promise<FoundResults | null> {
    const unmatched = await reads.unpercolated();
    if (unmatched.length > maxUnpercolatedJobs) return null;
    const live = new Set(context.live.postings.map((posting) => posting.fingerprint));
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
    const prepare = postingPreparer(context.preferences);
    /** The open copies read this run, by job: the results' whole postings are among them (a job with none has none open). */
    const copiesRead = new Map<string, MatchedCopy[]>();
    /** Each of these jobs as its open copies are now: matched again, or gone from the matches; the copies of the jobs in `also` only read. */
    const rematch = async (fingerprints: string[], also: string[] = []) => {
      const copies = groupByJob(await openCopies(db, fingerprints, terms, boards, also));
      for (const fingerprint of [...fingerprints, ...also]) copiesRead.set(fingerprint, copies.get(fingerprint) ?? []);
      for (const fingerprint of fingerprints) {
        const found = copies.get(fingerprint) ?? [];
        const matched = found.reduce(
          (bits, copy) => bits | (copy.text ? matchedBy.text : 0) | (copy.board ? matchedBy.board : 0) | (live.has(fingerprint) ? matchedBy.live : 0),
          0,
        );
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
    const changedJobs = new Set([...stored.pending.map((item) => item.fingerprint), ...unmatched, ...live]);
    // The kept matches' copies are read in the same statement, for the whole postings of the results among
    // them: one statement a run fewer, for the whole postings of the ~25 kept jobs that will not be listed
    // (the posting cache holds them; a schedule's kept jobs are its last results and their places).
    await rematch(
      [...changedJobs],
      [...entries.keys()].filter((fingerprint) => !changedJobs.has(fingerprint)),
    );

    let order = orderMatches(entries.values(), context.now);
    let ranked = rankMatches(order, stored);
    if (!ranked) return null;
    // Dropped openings of the results' jobs would be their places: read them (once; still missing, search in full).
    const droppedPlaces = droppedPlacesOf(ranked, stored, entries);
    if (droppedPlaces.length > 0) {
      await rematch(droppedPlaces);
      const read = new Set(droppedPlaces);
      order = orderMatches(entries.values(), context.now);
      ranked = rankMatches(order, stored);
      if (!ranked || droppedPlacesOf(ranked, stored, { has: (fingerprint) => entries.has(fingerprint) || read.has(fingerprint) }).length > 0)
        return null;
    }
    const whole = wholePostings(ranked, copiesRead);
    if (!whole) return null;

    const pruned = pruneMatches(order, stored);
    for (const fingerprint of entries.keys()) if (!pruned.kept.has(fingerprint)) removed.add(fingerprint);
    write = {
      scheduleId,
      preferencesKey: stored.preferencesKey,
      // Most runs drop nothing new: their state (thousands of dropped jobs) is not sent again.
      state: sameState(pruned.state, stored) ? null : pruned.state,
      upsert: new Map([...changed].filter(([fingerprint]) => pruned.kept.has(fingerprint))),
      remove: [...removed],
      pending: stored.pending,
      now: context.now,
    };
    mode = 'incremental';
    return { ranked: whole, indexed: entries.size, candidates: entries.size };
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

  return {
    mode: () => mode,
    write: () => write,
    rank: async (context) => {
      write = null;
      const terms = indexTermsFor(context.preferences);
      const boards = boardsOf(context.live);
      // The kept matches hold hashes of their jobs' keys (places are gathered by them), in a stored form:
      // a new jobKey or a new form means a full run.
      const preferencesKey = crypto
        .createHash('sha256')
        .update(JSON.stringify({ preferences: rankedPreferences(context.preferences), terms, boards, jobKeyVersion, matchEntryFormat }))
        .digest('base64url');
      const stored = await reads.matches(scheduleId);
      const kept =
        stored && stored.preferencesKey === preferencesKey && stored.droppedJobs.length <= maxDroppedJobs && droppedJobsReadable(stored.droppedJobs)
          ? readEntries(stored.entries)
          : null;
      if (stored && kept) {
        const found = await incremental(context, stored, kept, terms, boards);
        if (found) return found;
      }
      return full(context, preferencesKey, terms, boards, stored);
    },
  };
}
