import type { AppNotification } from '@seeker/contract';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { authClient } from '@/lib/auth-client';
import { getErrorMessage } from '@/lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellButton, type BellLayout } from './bell-button';
import { NotificationPanel } from './notification-panel';

/** The signed-in user's notification bell, for the page frame. */
export function NotificationBell({ layout, className }: { layout: BellLayout; className?: string }) {
  const { data: session } = authClient.useSession();
  const userId = session?.user.id;
  if (!userId) return null;
  return <SignedInBell key={userId} userId={userId} layout={layout} className={className} />;
}

function SignedInBell({ userId, layout, className }: { userId: string; layout: BellLayout; className?: string }) {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications(userId);
  // Here, not in the panel: a read mark must finish after the panel closes on the way to its link.
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);

  function openNotification(notification: AppNotification) {
    if (notification.readAt === null) markRead.mutate({ notificationId: notification.id });
    setOpen(false);
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) markAllRead.reset();
  }

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Trigger asChild>
        <BellButton layout={layout} unread={notifications.data?.unread ?? 0} className={className} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={layout === 'icon' ? 'bottom' : 'right'}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(34rem,var(--radix-popover-content-available-height))] w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-lg outline-none"
        >
          <NotificationPanel
            list={notifications.data}
            loadFailed={notifications.isError}
            retrying={notifications.isFetching}
            onRetry={() => void notifications.refetch()}
            onOpen={openNotification}
            onMarkAllRead={() => markAllRead.mutate()}
            markAllError={markAllRead.isError ? getErrorMessage(markAllRead.error) : null}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
