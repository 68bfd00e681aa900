import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';

type Origin = (typeof sourceHealth.$inferInsert)['origin'];

/**
 * Takes the right to fetch a source (or one board) now, if its minimum interval has passed since the
 * last fetch by anyone: the one atomic update that keeps every process within the source's terms.
 */
export async function claimSourceFetch(
  db: Db,
  entry: { key: string; source: string; origin: Origin; boardSlug?: string; companyName?: string },
  minIntervalMs: number,
  now: Date,
): Promise<boolean> {
  await db
    .insert(sourceHealth)
    .values({
      key: entry.key,
      source: entry.source,
      origin: entry.origin,
      boardSlug: entry.boardSlug ?? null,
      companyName: entry.companyName ?? null,
    })
    .onConflictDoNothing();
  if (entry.origin === 'user') {
    // A board someone names is crawled at the user cadence from now on.
    await db
      .update(sourceHealth)
      .set({ origin: 'user' })
      .where(and(eq(sourceHealth.key, entry.key), inArray(sourceHealth.origin, ['directory', 'guess'])));
  }
  const claimed = await db
    .update(sourceHealth)
    .set({ lastFetchAt: now })
    .where(
      and(
        eq(sourceHealth.key, entry.key),
        or(isNull(sourceHealth.lastFetchAt), lte(sourceHealth.lastFetchAt, new Date(now.getTime() - minIntervalMs))),
      ),
    )
    .returning({ key: sourceHealth.key });
  return claimed.length === 1;
}

export async function recordSourceSuccess(
  db: Db,
  key: string,
  result: { now: Date; postingsCount: number; companyName?: string | null; nextFetchAt?: Date; origin?: 'user' },
) {
  await db
    .update(sourceHealth)
    .set({
      status: 'active',
      lastSuccessAt: result.now,
      postingsCount: result.postingsCount,
      failures: 0,
      ...(result.companyName ? { companyName: result.companyName } : {}),
      ...(result.nextFetchAt ? { nextFetchAt: result.nextFetchAt } : {}),
      ...(result.origin ? { origin: result.origin } : {}),
    })
    .where(eq(sourceHealth.key, key));
}

const hour = 3600_000;
/** A board that 404s is gone: asked again after 30 days, in case it comes back. */
export const goneBoardRetryMs = 30 * 24 * hour;

/** A failure is recorded with backoff for boards: 1 h, 2 h, 4 h … 128 h (the exponent is capped, so it never overflows). */
export async function recordSourceFailure(db: Db, key: string, failure: { now: Date; message: string; gone: boolean; isBoard: boolean }) {
  await db
    .update(sourceHealth)
    .set({
      status: failure.gone ? 'gone' : 'failing',
      lastError: failure.message.slice(0, 500),
      lastErrorAt: failure.now,
      failures: sql`${sourceHealth.failures} + 1`,
      ...(failure.isBoard
        ? {
            nextFetchAt: failure.gone
              ? new Date(failure.now.getTime() + goneBoardRetryMs)
              : sql`${failure.now.toISOString()}::timestamptz + interval '1 hour' * power(2, least(${sourceHealth.failures}, 7))`,
          }
        : {}),
    })
    .where(eq(sourceHealth.key, key));
}

/** Deletes a board's row unless it ever answered (a board named once, by a link, that proved not to exist); true if it did. */
export async function forgetUnreadBoard(db: Db, key: string): Promise<boolean> {
  const deleted = await db
    .delete(sourceHealth)
    .where(and(eq(sourceHealth.key, key), isNull(sourceHealth.lastSuccessAt)))
    .returning({ key: sourceHealth.key });
  return deleted.length === 1;
}

export async function findSourceHealth(db: Db, key: string) {
  const [row] = await db.select().from(sourceHealth).where(eq(sourceHealth.key, key));
  return row;
}
