import { companyNamesMatch, isSourceError, sourceAdapters, type BoardProvider } from '@seeker/agents';
import { maxBoardPostings, normalizeInChunks } from './normalize-in-chunks';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { closeUnseenBoardPostings } from './close-postings';
import { describeFetchFailure } from './describe-fetch-failure';
import { boardKey } from '../../job-sources/board-key';
import { claimSourceFetch, findSourceHealth, forgetUnreadBoard, recordSourceFailure, recordSourceSuccess } from './source-health';
import { upsertPostings, type StoredPosting } from './upsert-postings';

export type BoardRefresh =
  | { status: 'ok'; postings: StoredPosting[]; companyName: string | null }
  /** Read by someone within the interval: `active` if that read succeeded (its postings are in the index), else still being read. */
  | { status: 'recent'; active: boolean }
  | { status: 'disabled' }
  | { status: 'gone' }
  /** The board answered, but its own company name does not resemble the one looked for. */
  | { status: 'mismatch'; boardName: string }
  /** A guessed board that does not say whose it is (an empty SmartRecruiters answer): not trusted, not stored. */
  | { status: 'unverified' }
  | { status: 'failed'; error: string };

const hour = 3600_000;
/** How often a known board is re-read: boards users named more often than the rest of the directory. */
export const boardRefreshMs = { user: 6 * hour, guess: 6 * hour, directory: 24 * hour } as const;

export type BoardTarget = {
  provider: BoardProvider;
  slug: string;
  /** Who this board is for: the user's wording or the directory's name; used when the board gives none. */
  companyName: string;
  origin: 'user' | 'directory' | 'guess';
  /** A guessed slug is trusted only when the board's own name resembles `companyName`. */
  checkIdentity: boolean;
  /**
   * A board no one had named before (a pasted link's): if this first read finds it gone, its row is
   * deleted rather than kept as a board to crawl (a made-up name is not a board).
   */
  forgetIfGone?: boolean;
  /** The job a user pasted, for a source that reads such a job whole (see BoardAdapter.fetchBoard). */
  wanted?: string;
};

/**
 * Reads one company board now (if its interval allows), stores what it lists, closes what it no longer
 * lists, and records how it answered. A 404 marks the board gone; it is never a failed search.
 */
export async function refreshBoard(
  deps: { db: Db; sources: JobSources },
  target: BoardTarget,
  now: Date,
  signal?: AbortSignal,
): Promise<BoardRefresh> {
  const adapter = sourceAdapters[target.provider];
  if (!deps.sources.isEnabled(target.provider)) return { status: 'disabled' };
  const key = boardKey(target.provider, target.slug);
  const claimed = await claimSourceFetch(
    deps.db,
    { key, source: target.provider, origin: target.origin, boardSlug: target.slug, companyName: target.companyName },
    adapter.terms.minIntervalMs,
    now,
  );
  if (!claimed) {
    // Asked within the interval: say what that read found, without asking again.
    const row = await findSourceHealth(deps.db, key);
    const lastReadFailed = row?.status === 'failing' && row.lastErrorAt && row.lastFetchAt && row.lastErrorAt >= row.lastFetchAt;
    if (target.origin !== 'guess' && row?.status === 'gone') return { status: 'gone' };
    if (target.origin !== 'guess' && lastReadFailed)
      return { status: 'failed', error: `${row.lastError ?? 'failed'} (a moment ago; asked again within the hour)` };
    // A guess may use a board someone else read only if that board's own name is the company's.
    const theirs = !target.checkIdentity || (row?.companyName ? companyNamesMatch(target.companyName, row.companyName) : false);
    return { status: 'recent', active: row?.status === 'active' && theirs };
  }

  let answer;
  try {
    answer = await adapter.fetchBoard(deps.sources.context(adapter, signal), target.slug, target.wanted);
  } catch (error) {
    const gone = isSourceError(error, 'not-found');
    const message = describeFetchFailure(error);
    const forgotten = gone && target.forgetIfGone === true && (await forgetUnreadBoard(deps.db, key));
    if (!forgotten) await recordSourceFailure(deps.db, key, { now, message, gone, isBoard: true });
    return gone ? { status: 'gone' } : { status: 'failed', error: message };
  }

  // Someone else's board is not this company's, but it is not broken either: nothing is recorded
  // (the claim alone keeps guesses from asking it again within the hour).
  if (target.checkIdentity && answer.companyName && !companyNamesMatch(target.companyName, answer.companyName)) {
    return { status: 'mismatch', boardName: answer.companyName };
  }

  if (target.checkIdentity && !answer.companyName) return { status: 'unverified' };

  const companyName = answer.companyName ?? target.companyName;
  let found;
  try {
    found = await normalizeInChunks(
      answer.postings.slice(0, maxBoardPostings).map((raw) => ({ ...raw, company: answer.companyName ?? target.companyName })),
      signal,
    );
  } catch (error) {
    const message = describeFetchFailure(error);
    await recordSourceFailure(deps.db, key, { now, message, gone: false, isBoard: true });
    return { status: 'failed', error: message };
  }
  const stored = await upsertPostings(deps.db, found, now);
  // A board cut at the cap, or read in part, is not a complete list: what lies past the cut is not closed.
  if (answer.postings.length <= maxBoardPostings && answer.complete !== false)
    await closeUnseenBoardPostings(deps.db, { provider: target.provider, slug: target.slug }, now);
  await recordSourceSuccess(deps.db, key, {
    now,
    postingsCount: stored.length,
    companyName: answer.companyName,
    nextFetchAt: new Date(now.getTime() + boardRefreshMs[target.origin]),
    // A guess that proved to be the company's board is crawled from now on.
    ...(target.origin === 'guess' ? { origin: 'user' as const } : {}),
  });
  return { status: 'ok', postings: stored, companyName };
}
