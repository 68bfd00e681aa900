import crypto from 'node:crypto';
import { applicationLimits, applicationMessages, type Interview, type interviewRequestSchema } from '@seeker/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationInterviews } from '../../../db/schema';
import { partsOfDay } from '../../../lib/time/calendar-day';
import { instantOf } from '../../../lib/time/zoned-time';
import { interviewOf } from '../application/application-parts';
import { userTimeZone } from '../user-time-zone';
import { interviewFacts, recordTimelineEvents } from '../../application-timeline';
import { addWithinLimit } from './add-within-limit';

type InterviewRequest = z.infer<typeof interviewRequestSchema>;

/** The instant an interview's date and time are on a clock in `timezone`. */
export function interviewStart(interview: Pick<InterviewRequest, 'date' | 'time'>, timezone: string): Date {
  const [hour, minute] = interview.time.split(':').map(Number);
  return instantOf({ ...partsOfDay(interview.date), hour: hour!, minute: minute! }, timezone);
}

/** An interview on a date at a time as the user's clock shows them (their saved time zone). */
export async function addInterview(db: Db, userId: string, anyJobId: string, interview: InterviewRequest, browserZone?: string): Promise<Interview> {
  const timezone = await userTimeZone(db, userId, browserZone);
  const startsAt = interviewStart(interview, timezone);
  const limit = { table: applicationInterviews, limit: applicationLimits.interviews, tooMany: applicationMessages.tooManyInterviews };
  return addWithinLimit(db, userId, anyJobId, limit, async (tx, jobId) => {
    const [row] = await tx
      .insert(applicationInterviews)
      .values({ id: crypto.randomUUID(), jobId, userId, ...interview, timezone, startsAt })
      .returning();
    await recordTimelineEvents(tx, userId, jobId, [{ kind: 'interview-set', facts: interviewFacts(row!) }]);
    return interviewOf(row!);
  });
}
