import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postings } from '../../db/schema';
import { postingFromRow, type StoredPosting } from '../postings';

/** The index's open copy of one source's posting, or null (never listed, or closed since). */
export async function findOpenPosting(db: Db, source: string, sourceId: string): Promise<StoredPosting | null> {
  const [row] = await db
    .select()
    .from(postings)
    .where(and(eq(postings.source, source), eq(postings.sourceId, sourceId), isNull(postings.closedAt)))
    .limit(1);
  return (row && postingFromRow(row)) ?? null;
}
