import { testNotificationResultSchema, type TestNotificationResult } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsKeys } from '@/features/notifications';
import { apiFetch } from '@/lib/api-client';

export function sendTestNotification({ userId }: { userId: string }): Promise<TestNotificationResult> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/notifications/test`, { method: 'POST', schema: testNotificationResultSchema });
}

/** Sends a test by the saved notification type; the bell shows it at once. */
export function useSendTestNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
