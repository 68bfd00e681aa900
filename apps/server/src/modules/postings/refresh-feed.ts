import type { FeedAdapter } from '@seeker/agents';
import { maxBoardPostings, normalizeInChunks } from './normalize-in-chunks';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { closeStaleFeedPostings } from './close-postings';
import { describeFetchFailure } from './describe-fetch-failure';
import { claimSourceFetch, recordSourceFailure, recordSourceSuccess } from './source-health';
import { upsertPostings, type StoredPosting } from './upsert-postings';

export type FeedRefresh = { status: 'ok'; postings: StoredPosting[] } | { status: 'recent' } | { status: 'failed'; error: string };

/** Ingests one aggregator's feed if its published interval has passed (Remotive: 4 a day, Jobicy: 1 an hour…). */
export async function refreshFeed(deps: { db: Db; sources: JobSources }, adapter: FeedAdapter, now: Date, signal?: AbortSignal): Promise<FeedRefresh> {
  const claimed = await claimSourceFetch(deps.db, { key: adapter.name, source: adapter.name, origin: 'source' }, adapter.terms.minIntervalMs, now);
  if (!claimed) return { status: 'recent' };
  let raw;
  try {
    raw = await adapter.fetchFeed(deps.sources.context(adapter, signal));
  } catch (error) {
    const message = describeFetchFailure(error);
    await recordSourceFailure(deps.db, adapter.name, { now, message, gone: false, isBoard: false });
    return { status: 'failed', error: message };
  }
  const stored = await upsertPostings(deps.db, await normalizeInChunks(raw.slice(0, maxBoardPostings)), now);
  await closeStaleFeedPostings(deps.db, adapter.name, now);
  await recordSourceSuccess(deps.db, adapter.name, { now, postingsCount: stored.length });
  return { status: 'ok', postings: stored };
}
