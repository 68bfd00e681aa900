import type { BoardJobLink } from '@seeker/agents';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { postingColumns, postingFromRow, type StoredPosting } from '../postings';

/**
 * The index's open copy of the posting a link names, or null (never listed, closed since, or listed on
 * another board): its id at the source and the board it is on, so a link to one board never saves
 * another board's job that shares its id.
 */
export async function findOpenPosting(db: Db, link: BoardJobLink): Promise<StoredPosting | null> {
  const [row] = await db
    .select(postingColumns)
    .from(postings)
    .where(
      and(
        eq(postings.source, link.provider),
        eq(postings.sourceId, link.sourceId),
        eq(postings.boardProvider, link.provider),
        eq(sql`lower(${postings.boardSlug})`, link.slug.toLowerCase()),
        isNull(postings.closedAt),
      ),
    )
    .limit(1);
  return (row && postingFromRow(row)) ?? null;
}
