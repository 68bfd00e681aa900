import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';

/** Feeds list only their latest postings: one not seen for this long has left the feed. */
export const feedPostingLifetimeMs = 14 * 24 * 3600_000;
/** Closed postings stay this long (saved jobs keep their copy) and are then deleted. */
export const closedPostingRetentionMs = 30 * 24 * 3600_000;

/** Board slugs are stored and compared in lower case, as the boards themselves treat them (`AcmeRobotics` is `acmerobotics`). */
export function sameSlug(slug: string) {
  return eq(postings.boardSlug, slug.toLowerCase());
}

/** A fresh, complete fetch of a board no longer lists these: they are closed as of `fetchedAt`. */
export async function closeUnseenBoardPostings(db: Db, board: { provider: string; slug: string }, fetchedAt: Date) {
  const closed = await db
    .update(postings)
    .set({ closedAt: fetchedAt, percolatePending: true })
    .where(and(eq(postings.boardProvider, board.provider), sameSlug(board.slug), isNull(postings.closedAt), lt(postings.lastSeenAt, fetchedAt)))
    .returning({ id: postings.id });
  return closed.length;
}

export async function closeStaleFeedPostings(db: Db, source: string, now: Date) {
  const closed = await db
    .update(postings)
    .set({ closedAt: now, percolatePending: true })
    .where(and(eq(postings.source, source), isNull(postings.closedAt), lt(postings.lastSeenAt, new Date(now.getTime() - feedPostingLifetimeMs))))
    .returning({ id: postings.id });
  return closed.length;
}

/** Postings closed for 30 days are deleted. */
export async function pruneClosedPostings(db: Db, now: Date) {
  const pruned = await db
    .delete(postings)
    .where(lt(postings.closedAt, new Date(now.getTime() - closedPostingRetentionMs)))
    .returning({ id: postings.id });
  return pruned.length;
}

export async function countOpenPostings(db: Db, source: string, boardSlug?: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(postings)
    .where(and(eq(postings.source, source), isNull(postings.closedAt), boardSlug === undefined ? undefined : eq(postings.boardSlug, boardSlug)));
  return row?.count ?? 0;
}
