import { notificationSettingsResponseSchema, type NotificationSettings, type NotificationSettingsResponse } from '@seeker/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

const settingsUrl = (userId: string) => `/api/users/${encodeURIComponent(userId)}/notification-settings`;

export function getNotificationSettingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['notification-settings', userId],
    queryFn: ({ signal }) => apiFetch(settingsUrl(userId), { schema: notificationSettingsResponseSchema, signal }),
  });
}

/** The alert email, the sign-in email, and which channels this server can send. */
export function useNotificationSettings(userId: string) {
  return useQuery(getNotificationSettingsQueryOptions(userId));
}

export function saveNotificationSettings({
  userId,
  settings,
}: {
  userId: string;
  settings: NotificationSettings;
}): Promise<NotificationSettingsResponse> {
  return apiFetch(settingsUrl(userId), { method: 'PUT', body: settings, schema: notificationSettingsResponseSchema });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved, { userId }) => queryClient.setQueryData(getNotificationSettingsQueryOptions(userId).queryKey, saved),
  });
}
