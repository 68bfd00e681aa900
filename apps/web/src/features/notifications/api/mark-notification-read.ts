import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withNotificationRead } from '../lib/cached-notifications';
import { optimisticList } from '../lib/optimistic-list';

export function markNotificationRead({ notificationId }: { notificationId: string }): Promise<void> {
  return apiFetch(`/api/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'POST' });
}

/** Marks one read at once in the bell; a refused change puts the unread state back. */
export function useMarkNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticList(queryClient, userId);
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: ({ notificationId }) => optimistic.apply((list) => withNotificationRead(list, notificationId, new Date().toISOString())),
    onError: (_error, _variables, previous) => optimistic.rollback(previous),
    onSettled: optimistic.refresh,
  });
}
