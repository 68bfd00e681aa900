import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import { refreshFeed } from './refresh-feed';

/** Every enabled feed whose interval has passed, one after another (they are few); returns what each did. */
export async function ingestDueFeeds(deps: { db: Db; sources: JobSources }, now: Date) {
  const done: { source: string; status: string; count?: number; error?: string }[] = [];
  for (const adapter of deps.sources.enabled('feed')) {
    const result = await refreshFeed(deps, adapter, now);
    if (result.status === 'recent') continue;
    done.push(
      result.status === 'ok'
        ? { source: adapter.name, status: 'ok', count: result.postings.length }
        : { source: adapter.name, status: 'failed', error: result.error },
    );
  }
  return done;
}
