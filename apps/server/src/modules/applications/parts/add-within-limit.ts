import { and, count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';

type PartTable = PgTable & { jobId: PgColumn; userId: PgColumn };

/**
 * Adds a contact, interview or follow-up to the caller's job (either of its ids), refusing the one past
 * `limit` with `tooMany` (409). The job row is locked meanwhile, so two adds at once cannot both pass.
 */
export async function addWithinLimit<Row>(
  db: Db,
  userId: string,
  anyJobId: string,
  { table, limit, tooMany }: { table: PartTable; limit: number; tooMany: string },
  insert: (tx: Db, jobId: string) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const { id: jobId } = await findOwnedJob(tx, userId, anyJobId);
    const [row] = await tx
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.jobId, jobId), eq(table.userId, userId)));
    if ((row?.n ?? 0) >= limit) throw new AppError('CONFLICT', tooMany);
    return insert(tx, jobId);
  });
}
