import type { FeedAdapter } from '@seeker/agents';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { closeStaleFeedPostings } from './close-postings';
import { refreshSource, type SourceRefresh } from './refresh-source';

/** Ingests one aggregator's feed if its published interval has passed (Remotive: 4 a day, Jobicy: 1 an hour…). */
export async function refreshFeed(
  deps: { db: Db; sources: JobSources },
  adapter: FeedAdapter,
  now: Date,
  signal?: AbortSignal,
): Promise<SourceRefresh> {
  return refreshSource(deps, adapter, now, (context) => adapter.fetchFeed(context), {
    signal,
    afterStore: () => closeStaleFeedPostings(deps.db, adapter.name, now),
  });
}
