import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withAllRead } from '../lib/cached-notifications';
import { optimisticList } from '../lib/optimistic-list';

export function markAllNotificationsRead({ userId }: { userId: string }): Promise<void> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/notifications/read-all`, { method: 'POST' });
}

export function useMarkAllNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const optimistic = optimisticList(queryClient, userId);
  return useMutation({
    mutationFn: () => markAllNotificationsRead({ userId }),
    onMutate: () => optimistic.apply((list) => withAllRead(list, new Date().toISOString())),
    onError: (_error, _variables, previous) => optimistic.rollback(previous),
    onSettled: optimistic.refresh,
  });
}
