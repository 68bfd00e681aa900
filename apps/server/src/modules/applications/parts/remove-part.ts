import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';

type PartTable = PgTable & { id: PgColumn; jobId: PgColumn; userId: PgColumn };

/** Removes one contact, interview or follow-up of the caller's job; another user's, or one of another job, is `notFound`. */
export async function removePart(db: Db, userId: string, anyJobId: string, partId: string, table: PartTable, notFound: string) {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const removed = await db
    .delete(table)
    .where(and(eq(table.id, partId), eq(table.jobId, jobId), eq(table.userId, userId)))
    .returning({ id: table.id });
  if (removed.length === 0) throw AppError.notFound(notFound);
}
