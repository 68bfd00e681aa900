import crypto from 'node:crypto';
import { notificationSettingsMessages, testNotificationLimit, type DeliveryOutcome, type TestNotificationResult } from '@seeker/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deliverClaimedChannel, type DeliveryDeps } from './deliver-due-notifications';
import { lockOwner } from '../auth';
import { chosenNotificationType } from './chosen-notification-type';

const notChosen: DeliveryOutcome = { state: 'not-chosen', message: null };

/**
 * Settings' "Send test notification": one in-app notification, sent at once (quiet hours are for
 * scheduled alerts, not for a test the user asked for) by the saved notification type's channels,
 * through the same delivery as a scheduled run's. At most 3 every 10 minutes, so it cannot be used to flood an inbox.
 */
export async function sendTestNotification(deps: DeliveryDeps, userId: string, now = new Date()): Promise<TestNotificationResult> {
  const type = await chosenNotificationType(deps.db, userId);
  const id = crypto.randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const since = new Date(now.getTime() - testNotificationLimit.windowMinutes * 60_000);
    const [recent] = await tx
      .select({ sent: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'test'), gt(notifications.createdAt, since)));
    if ((recent?.sent ?? 0) >= testNotificationLimit.count) throw new AppError('RATE_LIMITED', notificationSettingsMessages.testLimit);
    const [inserted] = await tx
      .insert(notifications)
      .values({
        id,
        userId,
        kind: 'test',
        title: notificationSettingsMessages.testTitle,
        body: notificationSettingsMessages.testBody,
        link: '/settings?tab=notifications',
        jobs: [],
        jobCount: 0,
        deliverAt: now,
        // Written as this request's own ('sending'): the minute's delivery sweep never takes a test's channel.
        email: type === 'Email' || type === 'Both' ? 'sending' : null,
        push: type === 'Push' || type === 'Both' ? 'sending' : null,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  const send = async (channel: 'email' | 'push'): Promise<DeliveryOutcome> => {
    if (row[channel] === null) return notChosen;
    const outcome = await deliverClaimedChannel(deps, row, channel);
    return { state: outcome.state, message: outcome.error ?? null };
  };
  return { notificationId: id, email: await send('email'), push: await send('push') };
}
