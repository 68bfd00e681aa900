import type { AppNotification } from '@seeker/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export const notificationPageSize = 50;

/** The newest 50 in-app notifications and how many of all are unread. */
export async function listNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(notificationPageSize);
  const [{ unread } = { unread: 0 }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const list: AppNotification[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    jobs: row.jobs,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { notifications: list, unread };
}

/** Marks one as read; someone else's is as absent as one that never existed. */
export async function markNotificationRead(db: Db, userId: string, notificationId: string, now = new Date()) {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) throw AppError.notFound('Notification not found');
  if (!row.readAt) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, notificationId));
}

export async function markAllNotificationsRead(db: Db, userId: string, now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
