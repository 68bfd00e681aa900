import { applicationMessages, type FollowUp } from '@seeker/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applicationFollowUps } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { lockOwner } from '../../auth';
import { assertRoomForFollowUp } from '../../quotas';
import { findOwnedJob } from '../../saved-jobs';
import { followUpOf } from '../application/application-parts';
import { followUpFacts, recordTimelineEvents } from '../../application-timeline';

/**
 * Marks a follow-up done (it is not sent after that; done twice keeps the first time) or not done again (a
 * reminder not yet sent is still sent: it waits again, so it needs room under the user's waiting reminders).
 */
export async function updateFollowUp(
  db: Db,
  userId: string,
  anyJobId: string,
  followUpId: string,
  { done }: { done: boolean },
  now = new Date(),
): Promise<FollowUp> {
  return db.transaction(async (tx) => {
    if (!done) await lockOwner(tx, userId);
    const { id: jobId } = await findOwnedJob(tx, userId, anyJobId, { lock: false });
    const theirs = and(eq(applicationFollowUps.id, followUpId), eq(applicationFollowUps.jobId, jobId), eq(applicationFollowUps.userId, userId));
    const [current] = await tx
      .select({ doneAt: applicationFollowUps.doneAt, sentAt: applicationFollowUps.sentAt })
      .from(applicationFollowUps)
      .where(theirs)
      .for('update');
    if (!current) throw AppError.notFound(applicationMessages.followUpNotFound);
    if (!done && current.doneAt && !current.sentAt) await assertRoomForFollowUp(tx, userId);
    const [row] = await tx
      .update(applicationFollowUps)
      .set({ doneAt: done ? sql`coalesce(${applicationFollowUps.doneAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(theirs)
      .returning();
    // Done twice, or opened again when it was open, is no new entry.
    if (done !== (current.doneAt !== null))
      await recordTimelineEvents(tx, userId, jobId, [{ kind: done ? 'follow-up-done' : 'follow-up-reopened', facts: followUpFacts(row!) }], now);
    return followUpOf(row!);
  });
}
