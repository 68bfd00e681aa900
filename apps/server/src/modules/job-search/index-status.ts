import type { SourceStatus } from '@seeker/contract';
import { isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import type { JobSources } from '../../job-sources/job-sources';
import { searchMessages } from './search-messages';

/** Whether anything fills the shared index: a feed, or the directory crawl over an enabled board provider. */
function indexIsFilled(sources: JobSources): boolean {
  if (sources.enabled('feed').length > 0) return true;
  return sources.settings.directoryCrawlPerHour > 0 && sources.enabled('board').length > 0;
}

/**
 * How the shared index answered a search. Finding nothing in an index that holds open postings is a
 * real "no match"; finding nothing because the index is empty is not, and the user is told why: no
 * source at all, only company boards (target companies are all there is to search), or feeds not read yet.
 */
export async function indexStatus(db: Db, sources: JobSources, count: number): Promise<SourceStatus> {
  const answered: SourceStatus = { name: 'index', label: 'Postings index', status: 'ok', count };
  if (count > 0) return answered;
  const [open] = await db.select({ id: postings.id }).from(postings).where(isNull(postings.closedAt)).limit(1);
  if (open) return answered;
  const why = indexIsFilled(sources)
    ? searchMessages.indexNotReadYet
    : sources.settings.enabled.length === 0
      ? searchMessages.noSources
      : searchMessages.onlyBoards;
  return { ...answered, status: 'skipped', error: why };
}
