import { scheduledSearchMessages } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type ScheduleRow = typeof scheduledSearches.$inferSelect;

/** Spec part 1 sections 5 and 8: a missing schedule is "Scheduled search not found", another user's is 403. */
export async function findOwnedSchedule(db: Db, userId: string, scheduleId: string): Promise<ScheduleRow> {
  const [row] = await db.select().from(scheduledSearches).where(eq(scheduledSearches.id, scheduleId));
  if (!row) throw AppError.notFound(scheduledSearchMessages.notFound);
  if (row.userId !== userId) throw AppError.forbidden();
  return row;
}

export async function scheduleOwner(db: Db, scheduleId: string) {
  const [row] = await db.select({ userId: scheduledSearches.userId }).from(scheduledSearches).where(eq(scheduledSearches.id, scheduleId));
  return row?.userId;
}
