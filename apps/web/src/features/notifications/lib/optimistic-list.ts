import type { NotificationList } from '@seeker/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notificationsKeys } from './notifications-keys';

/** A change shown in the bell at once: put back when the server refuses it, then read the server's list. */
export function optimisticList(queryClient: QueryClient, userId: string) {
  const queryKey = notificationsKeys.list(userId);
  return {
    async apply(change: (list: NotificationList) => NotificationList) {
      // A poll landing now would overwrite the change with the list from before it.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<NotificationList>(queryKey);
      if (previous) queryClient.setQueryData(queryKey, change(previous));
      return previous;
    },
    rollback(previous: NotificationList | undefined) {
      if (previous) queryClient.setQueryData(queryKey, previous);
    },
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
