import { maxPushSubscriptions, type PushSubscriptionRequest } from '@seeker/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { PushSender } from './push-sender';
import { lockOwner } from '../auth';

/** Keeps a browser's subscription (one per endpoint); the oldest go past ten browsers. */
export async function savePushSubscription(db: Db, push: PushSender, userId: string, subscription: PushSubscriptionRequest, now = new Date()) {
  const problem = push.endpointProblem(subscription.endpoint);
  if (problem) throw new AppError('BAD_REQUEST', `This browser's push service cannot be used: ${problem}.`);
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const { endpoint, keys } = subscription;
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
      .onConflictDoUpdate({ target: [pushSubscriptions.userId, pushSubscriptions.endpoint], set: { p256dh: keys.p256dh, auth: keys.auth } });
    const all = await tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt));
    const extra = all.slice(0, Math.max(0, all.length - maxPushSubscriptions)).map((row) => row.endpoint);
    if (extra.length > 0)
      await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.endpoint, extra)));
  });
}

export async function removePushSubscription(db: Db, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
