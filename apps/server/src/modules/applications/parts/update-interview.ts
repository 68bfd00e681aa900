import { applicationMessages, type Interview, type interviewRequestSchema } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationInterviews } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { findOwnedJob } from '../../saved-jobs';
import { interviewOf } from '../application/application-parts';
import { interviewFacts, recordTimelineEvents } from '../../application-timeline';
import { interviewStart } from './add-interview';
import { changedFields } from './changed-fields';

/**
 * An interview corrected: every field as given, its date and time read in the zone it was entered in (the
 * one the list and the form show beside it), so correcting a note never moves it, wherever the user is now.
 * The timeline keeps when it was set for and adds "interview changed" with the new day and time.
 * Another user's, or one of another job, is `notFound`.
 */
export async function updateInterview(
  db: Db,
  userId: string,
  anyJobId: string,
  interviewId: string,
  interview: z.infer<typeof interviewRequestSchema>,
): Promise<Interview> {
  const { id: jobId } = await findOwnedJob(db, userId, anyJobId, { lock: false });
  const theirs = and(eq(applicationInterviews.id, interviewId), eq(applicationInterviews.jobId, jobId), eq(applicationInterviews.userId, userId));
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(applicationInterviews).where(theirs).for('update');
    if (!stored) throw AppError.notFound(applicationMessages.interviewNotFound);
    const [row] = await tx
      .update(applicationInterviews)
      .set({ ...interview, startsAt: interviewStart(interview, stored.timezone) })
      .where(theirs)
      .returning();
    if (changedFields(stored, row!, ['date', 'time', 'durationMinutes', 'place', 'note']))
      await recordTimelineEvents(tx, userId, jobId, [{ kind: 'interview-changed', facts: interviewFacts(row!) }]);
    return interviewOf(row!);
  });
}
