import { notificationListSchema, type NotificationList } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationsKeys } from '../lib/notifications-keys';

/** Scheduled runs leave notifications in the background: the bell asks again this often. */
export const notificationsPollMs = 60_000;

export function getNotifications({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<NotificationList> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/notifications`, { schema: notificationListSchema, signal });
}

export function getNotificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: notificationsKeys.list(userId),
    queryFn: ({ signal }) => getNotifications({ userId, signal }),
    refetchInterval: notificationsPollMs,
    // The app turns focus refetching off; someone coming back to the tab should see what arrived meanwhile.
    refetchOnWindowFocus: 'always',
  });
}

export function useNotifications(userId: string) {
  return useQuery(getNotificationsQueryOptions(userId));
}
