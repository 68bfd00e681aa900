import crypto from 'node:crypto';
import { indexTermsFor, jobKeyVersion } from '@seeker/agents';
import type { Preferences } from '@seeker/contract';
import type { Db } from '../../db/client';
import type { FoundResults, RankContext } from '../job-search';
import { rankIncrementally, maxUnpercolatedJobs } from './incremental-matching';
import { rankInFull } from './full-matching';
import { droppedJobsReadable, maxDroppedJobs } from './match-entries';
import { matchEntryFormat, readEntries } from './match-entry-codec';
import { loadMatches, unpercolatedJobs, type Board, type LoadedMatches, type MatchWrite, type StoredMatches } from './match-store';

/** A scheduled run's results, which way it found them, and the matches it leaves (written in its session's transaction). */
export type ScheduleRanking = { mode: 'full' | 'incremental'; results: FoundResults; write: MatchWrite };

/**
 * What the runs of a batch read once for all of them: their schedules' kept matches and news, the last news there
 * was (every run's new mark, full or not), and the jobs the percolator has not matched yet.
 */
export type MatchReads = {
  matches: (scheduleId: string) => Promise<StoredMatches | null>;
  newsThrough: () => Promise<number>;
  unpercolated: () => Promise<string[]>;
};

/** The batch's reads, each made when a run first needs it (a batch of full searches reads no unmatched jobs). */
export function matchReads(db: Db, scheduleIds: string[]): MatchReads {
  let loaded: Promise<LoadedMatches> | undefined;
  let unpercolated: Promise<string[]> | undefined;
  // A read that failed is made again by the next run that needs it: one failure fails one run.
  const again = <T>(read: Promise<T>, forget: () => void) => read.catch((error: unknown) => (forget(), Promise.reject(error)));
  const load = () => (loaded ??= again(loadMatches(db, scheduleIds), () => (loaded = undefined)));
  return {
    matches: async (scheduleId) => (await load()).matches.get(scheduleId) ?? null,
    newsThrough: async () => (await load()).newsThrough,
    unpercolated: () => (unpercolated ??= again(unpercolatedJobs(db, maxUnpercolatedJobs + 1), () => (unpercolated = undefined))),
  };
}

/**
 * A scheduled run's results: from its kept matches and what is new since when they were made for these
 * preferences, in this form, and can still answer; else a full search of the index (decision 0021).
 */
export async function rankSchedule(db: Db, scheduleId: string, reads: MatchReads, context: RankContext): Promise<ScheduleRanking> {
  const terms = indexTermsFor(context.preferences, context.knowledge);
  const boards = boardsOf(context.live);
  const preferencesKey = preferencesKeyOf(context.preferences, terms, boards, context.knowledge);
  const stored = await reads.matches(scheduleId);
  const kept =
    stored && stored.preferencesKey === preferencesKey && stored.droppedJobs.length <= maxDroppedJobs && droppedJobsReadable(stored.droppedJobs)
      ? readEntries(stored.entries)
      : null;
  if (stored && kept) {
    const ranking = await rankIncrementally(db, scheduleId, reads, context, stored, kept, { terms, boards });
    if (ranking !== 'needs-full') return ranking;
  }
  return rankInFull(db, scheduleId, context, { preferencesKey, terms, boards }, await reads.newsThrough());
}

/**
 * What kept matches were made for: the preferences that rank, the index terms, the target boards, and the
 * versions of the jobs' keys (places are gathered by them) and of the stored form, and the occupations installed
 * (an install, or a new one, ranks titles anew). Another key, a full run.
 */
function preferencesKeyOf(preferences: Preferences, terms: string[], boards: Board[], knowledge: RankContext['knowledge']): string {
  const ranked = {
    titles: preferences.titles,
    locations: preferences.locations,
    skills: preferences.skills,
    companies: preferences.companies,
    includeKeywords: preferences.includeKeywords,
    excludeKeywords: preferences.excludeKeywords,
    salaryRange: preferences.salaryRange,
    jobType: preferences.jobType,
    seniority: preferences.seniority,
  };
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ preferences: ranked, terms, boards, jobKeyVersion, matchEntryFormat, taxonomy: knowledge?.taxonomy?.builtAt ?? null }))
    .digest('base64url');
}

function boardsOf(live: RankContext['live']): Board[] {
  const unique = new Map(
    live.boards.map((board) => [`${board.provider}/${board.slug.toLowerCase()}`, { provider: board.provider, slug: board.slug.toLowerCase() }]),
  );
  return [...unique].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, board]) => board);
}
