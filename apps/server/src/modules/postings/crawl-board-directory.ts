import { isBoardProvider } from '@seeker/agents';
import { and, asc, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import type { JobSources } from '../../job-sources/job-sources';
import { refreshBoard, type BoardRefresh } from './refresh-board';

/** The crawl runs every 10 minutes and spreads the hourly budget over those runs. */
export const crawlRunsPerHour = 6;
const concurrency = 4;

export type CrawlSummary = { fetched: number; results: Record<BoardRefresh['status'], number> };

/**
 * Reads the next boards that are due, within the hourly budget (JOB_DIRECTORY_CRAWL_PER_HOUR): boards
 * users named first, then never-read directory boards, then the stalest. Gone boards come back only
 * when their 30-day retry is due.
 */
export async function crawlBoardDirectory(deps: { db: Db; sources: JobSources }, now: Date): Promise<CrawlSummary> {
  const results: CrawlSummary['results'] = { ok: 0, recent: 0, disabled: 0, gone: 0, mismatch: 0, unverified: 0, failed: 0 };
  const budget = deps.sources.settings.directoryCrawlPerHour;
  const providers = deps.sources.enabled('board').map((adapter) => adapter.name);
  if (budget === 0 || providers.length === 0) return { fetched: 0, results };

  const hourAgo = new Date(now.getTime() - 3600_000);
  const [used] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sourceHealth)
    .where(and(isNotNull(sourceHealth.boardSlug), gt(sourceHealth.lastFetchAt, hourAgo)));
  const take = Math.min(budget - (used?.count ?? 0), Math.ceil(budget / crawlRunsPerHour));
  if (take <= 0) return { fetched: 0, results };

  const due = await deps.db
    .select()
    .from(sourceHealth)
    .where(
      and(
        isNotNull(sourceHealth.boardSlug),
        inArray(sourceHealth.source, providers),
        // Guesses are read only by the searches that made them, until one proves to be the company's board.
        ne(sourceHealth.origin, 'guess'),
        or(isNull(sourceHealth.nextFetchAt), lte(sourceHealth.nextFetchAt, now)),
      ),
    )
    .orderBy(
      sql`case when ${sourceHealth.origin} = 'user' then 0 else 1 end`,
      sql`${sourceHealth.nextFetchAt} asc nulls first`,
      asc(sourceHealth.key),
    )
    .limit(take);

  const queue = [...due];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      if (!isBoardProvider(row.source) || !row.boardSlug) continue;
      const result = await refreshBoard(
        deps,
        {
          provider: row.source,
          slug: row.boardSlug,
          companyName: row.companyName ?? row.boardSlug,
          origin: row.origin === 'user' ? 'user' : 'directory',
          checkIdentity: false,
        },
        now,
      );
      results[result.status] += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { fetched: due.length, results };
}
