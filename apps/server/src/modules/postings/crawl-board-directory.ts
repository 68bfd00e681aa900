import { isBoardProvider } from '@seeker/agents';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
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
 * users named first; then the directory's, never-read ones before the stalest, taken in turns across
 * providers (the one read least this hour first), so no provider's thousands of boards starve another's.
 * Gone boards come back only when their 30-day retry is due.
 */
export async function crawlBoardDirectory(deps: { db: Db; sources: JobSources }, now: Date): Promise<CrawlSummary> {
  const results: CrawlSummary['results'] = { ok: 0, recent: 0, disabled: 0, gone: 0, mismatch: 0, unverified: 0, failed: 0 };
  const budget = deps.sources.settings.directoryCrawlPerHour;
  const providers = deps.sources.enabled('board').map((adapter) => adapter.name);
  if (budget === 0 || providers.length === 0) return { fetched: 0, results };

  const hourAgo = new Date(now.getTime() - 3600_000);
  const served = await deps.db
    .select({ source: sourceHealth.source, count: sql<number>`count(*)::int` })
    .from(sourceHealth)
    .where(and(isNotNull(sourceHealth.boardSlug), gt(sourceHealth.lastFetchAt, hourAgo)))
    .groupBy(sourceHealth.source);
  const used = served.reduce((sum, row) => sum + row.count, 0);
  const take = Math.min(budget - used, Math.ceil(budget / crawlRunsPerHour));
  if (take <= 0) return { fetched: 0, results };

  const dueBoards = (which: SQL | undefined, limit: number) =>
    deps.db
      .select()
      .from(sourceHealth)
      .where(
        and(
          isNotNull(sourceHealth.boardSlug),
          // Guesses are read only by the searches that made them, until one proves to be the company's board.
          ne(sourceHealth.origin, 'guess'),
          or(isNull(sourceHealth.nextFetchAt), lte(sourceHealth.nextFetchAt, now)),
          which,
        ),
      )
      .orderBy(sql`${sourceHealth.nextFetchAt} asc nulls first`, asc(sourceHealth.key))
      .limit(limit);
  const named = await dueBoards(and(eq(sourceHealth.origin, 'user'), inArray(sourceHealth.source, providers)), take);
  // Then the directory's, in turns: the provider read least this hour first, one board each a turn.
  const servedCount = new Map(served.map((row) => [row.source, row.count]));
  const order = [...providers].sort((a, b) => (servedCount.get(a) ?? 0) - (servedCount.get(b) ?? 0) || a.localeCompare(b));
  const left = take - named.length;
  const lists =
    left > 0
      ? await Promise.all(order.map((provider) => dueBoards(and(eq(sourceHealth.origin, 'directory'), eq(sourceHealth.source, provider)), left)))
      : [];
  const due = [...named];
  for (let turn = 0; due.length < take && lists.some((list) => list.length > turn); turn++) {
    for (const list of lists) if (list[turn] && due.length < take) due.push(list[turn]!);
  }

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
