import { applicationMessages, type Interview, type interviewRequestSchema } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationInterviews } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';
import { interviewOf } from '../application/application-parts';
import { interviewInstant } from './add-interview';

/**
 * An interview corrected: every field as given, its date and time read on the user's clock now (their
 * saved time zone), as when it was added. Another user's, or one of another job, is `notFound`.
 */
export async function updateInterview(
  db: Db,
  userId: string,
  anyJobId: string,
  interviewId: string,
  interview: z.infer<typeof interviewRequestSchema>,
  browserZone?: string,
): Promise<Interview> {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const { timezone, startsAt } = await interviewInstant(db, userId, interview, browserZone);
  const [row] = await db
    .update(applicationInterviews)
    .set({ ...interview, timezone, startsAt })
    .where(and(eq(applicationInterviews.id, interviewId), eq(applicationInterviews.jobId, jobId), eq(applicationInterviews.userId, userId)))
    .returning();
  if (!row) throw AppError.notFound(applicationMessages.interviewNotFound);
  return interviewOf(row);
}
