import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationFollowUps } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { quotaOf, userQuotas, type QuotaTier } from './user-quotas';

const figure = (value: number) => value.toLocaleString('en-US');

export function pendingFollowUpsFullMessage(tier: QuotaTier): string {
  const limit = figure(userQuotas[tier].pendingFollowUps);
  return tier === 'guest'
    ? `You have ${limit} reminders waiting, the most Seeker keeps for a guest. Mark some done or remove them to add more, or create an account to keep up to ${figure(userQuotas.account.pendingFollowUps)}.`
    : `You have ${limit} reminders waiting, the most Seeker keeps. Mark some done or remove them to add more.`;
}

/**
 * 409 when the user already has as many follow-ups waiting (not sent, not done) as their quota allows, across
 * all their applications; call under the owner lock, before adding one.
 */
export async function assertRoomForFollowUp(db: Db, userId: string) {
  const { tier, quota } = await quotaOf(db, userId);
  const [{ waiting } = { waiting: 0 }] = await db
    .select({ waiting: count() })
    .from(applicationFollowUps)
    .where(and(eq(applicationFollowUps.userId, userId), isNull(applicationFollowUps.sentAt), isNull(applicationFollowUps.doneAt)));
  if (waiting >= quota.pendingFollowUps) throw new AppError('CONFLICT', pendingFollowUpsFullMessage(tier));
}
