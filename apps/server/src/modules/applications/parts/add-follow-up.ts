import crypto from 'node:crypto';
import { applicationLimits, applicationMessages, followUpHour, type FollowUp, type followUpRequestSchema } from '@seeker/contract';
import type { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { applicationFollowUps } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { calendarDayIn, partsOfDay } from '../../../lib/time/calendar-day';
import { instantOf } from '../../../lib/time/zoned-time';
import { followUpOf } from '../application/application-parts';
import { userTimeZone } from '../user-time-zone';
import { followUpFacts, recordTimelineEvents } from '../../application-timeline';
import { addWithinLimit } from './add-within-limit';
import { lockOwner } from '../../auth';
import { assertRoomForFollowUp } from '../../quotas';

/**
 * "Remind me on {date}": today or later in the user's zone, sent at the follow-up hour of that day
 * (at the next minute when that hour has passed today).
 */
export async function addFollowUp(
  db: Db,
  userId: string,
  anyJobId: string,
  followUp: z.infer<typeof followUpRequestSchema>,
  browserZone?: string,
  now = new Date(),
): Promise<FollowUp> {
  const timezone = await userTimeZone(db, userId, browserZone);
  if (followUp.dueOn < calendarDayIn(now, timezone))
    throw new AppError('VALIDATION_ERROR', applicationMessages.followUpInPast, [{ path: 'dueOn', message: applicationMessages.followUpInPast }]);
  const remindAt = instantOf({ ...partsOfDay(followUp.dueOn), hour: followUpHour, minute: 0 }, timezone);
  const limit = {
    table: applicationFollowUps,
    limit: applicationLimits.followUps,
    tooMany: applicationMessages.tooManyFollowUps,
    // Across all the user's applications: the minute job sends everyone's, so one person's pile is capped too.
    first: async (tx: Db) => {
      await lockOwner(tx, userId);
      await assertRoomForFollowUp(tx, userId);
    },
  };
  return addWithinLimit(db, userId, anyJobId, limit, async (tx, jobId) => {
    const [row] = await tx
      .insert(applicationFollowUps)
      .values({ id: crypto.randomUUID(), jobId, userId, ...followUp, remindAt, createdAt: now })
      .returning();
    await recordTimelineEvents(tx, userId, jobId, [{ kind: 'follow-up-set', facts: followUpFacts(row!) }], now);
    return followUpOf(row!);
  });
}
