import type { FeedAdapter, QueryAdapter, RawPosting, SourceContext } from '@seeker/agents';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { describeFetchFailure } from './describe-fetch-failure';
import { maxBoardPostings, normalizeInChunks } from './normalize-in-chunks';
import { claimSourceFetch, recordSourceFailure, recordSourceSuccess } from './source-health';
import { upsertPostings, type StoredPosting } from './upsert-postings';

export type SourceRefresh = { status: 'ok'; postings: StoredPosting[] } | { status: 'recent' } | { status: 'failed'; error: string };

/**
 * One read of a whole source (a feed or a keyed search) within its published interval: claim the
 * right to ask, ask, record a failure in plain words, or store what it listed and record the success.
 * `afterStore` runs between storing and recording (a feed closes what fell off it).
 */
export async function refreshSource(
  deps: { db: Db; sources: JobSources },
  adapter: FeedAdapter | QueryAdapter,
  now: Date,
  read: (context: SourceContext) => Promise<RawPosting[]>,
  options: { signal?: AbortSignal | undefined; afterStore?: () => Promise<unknown> } = {},
): Promise<SourceRefresh> {
  const claimed = await claimSourceFetch(deps.db, { key: adapter.name, source: adapter.name, origin: 'source' }, adapter.terms.minIntervalMs, now);
  if (!claimed) return { status: 'recent' };
  let found;
  try {
    const raw = await read(deps.sources.context(adapter, options.signal));
    found = await normalizeInChunks(raw.slice(0, maxBoardPostings), options.signal);
  } catch (error) {
    const message = describeFetchFailure(error);
    await recordSourceFailure(deps.db, adapter.name, { now, message, gone: false, isBoard: false });
    return { status: 'failed', error: message };
  }
  const postings = await upsertPostings(deps.db, found, now);
  await options.afterStore?.();
  await recordSourceSuccess(deps.db, adapter.name, { now, postingsCount: postings.length });
  return { status: 'ok', postings };
}
