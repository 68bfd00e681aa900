import { and, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';

type PartTable = PgTable & { jobId: PgColumn; userId: PgColumn };

/**
 * Adds a contact, interview or follow-up to the caller's job (either of its ids), refusing the one past
 * `limit` with `tooMany` (409). The job row is locked meanwhile, so two adds at once cannot both pass.
 * `first` runs at the start of the transaction, before the job is looked up (a check across the user's jobs).
 */
export async function addWithinLimit<Row>(
  db: Db,
  userId: string,
  anyJobId: string,
  { table, limit, tooMany, first }: { table: PartTable; limit: number; tooMany: string; first?: (tx: Db) => Promise<void> },
  insert: (tx: Db, jobId: string) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await first?.(tx);
    const { id: jobId } = await findOwnedJob(tx, userId, anyJobId);
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.jobId, jobId), eq(table.userId, userId)));
    if ((row?.n ?? 0) >= limit) throw new AppError('CONFLICT', tooMany);
    return insert(tx, jobId);
  });
}
