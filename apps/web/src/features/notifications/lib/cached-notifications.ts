import type { NotificationList } from '@seeker/contract';

/** The list as it is once `notificationId` is read (an already read one keeps its time). */
export function withNotificationRead(list: NotificationList, notificationId: string, readAt: string): NotificationList {
  const target = list.notifications.find((item) => item.id === notificationId);
  if (!target || target.readAt) return list;
  return {
    notifications: list.notifications.map((item) => (item === target ? { ...item, readAt } : item)),
    unread: Math.max(0, list.unread - 1),
  };
}

export function withAllRead(list: NotificationList, readAt: string): NotificationList {
  return { notifications: list.notifications.map((item) => (item.readAt ? item : { ...item, readAt })), unread: 0 };
}
