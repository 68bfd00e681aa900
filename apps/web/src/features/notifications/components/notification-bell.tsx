import type { AppNotification } from '@seeker/contract';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { authClient } from '@/lib/auth-client';
import { getErrorMessage } from '@/lib/api-client';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { BellButton, type BellLayout } from './bell-button';

/** The signed-in user's notification bell, for the page frame. */
export function NotificationBell({ layout, className }: { layout: BellLayout; className?: string }) {
  const { data: session } = authClient.useSession();
  const userId = session?.user.id;
  if (!userId) return null;
  return <SignedInBell key={userId} userId={userId} layout={layout} className={className} />;
}

// The panel and Radix's popover come when the bell is about to be used (pointer over it, focus, a tap).
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(() => loadPopover().then((module) => ({ default: module.NotificationPopover })));

function SignedInBell({ userId, layout, className }: { userId: string; layout: BellLayout; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const notifications = useNotifications(userId);
  // Here, not in the panel: a read mark must finish after the panel closes on the way to its link.
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);

  function want() {
    if (wanted) return;
    setWanted(true);
    void loadPopover().catch(() => {
      // Rendering the popover asks again, and a failure there shows on the route's error screen.
    });
  }

  function openNotification(notification: AppNotification) {
    if (notification.readAt === null) markRead.mutate({ notificationId: notification.id });
    setOpen(false);
  }

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next) markAllRead.reset();
  }

  return (
    <>
      <BellButton
        ref={bell}
        layout={layout}
        unread={notifications.data?.unread ?? 0}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={want}
        onFocus={want}
        onClick={() => {
          want();
          changeOpen(!open);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationPopover
            bell={bell}
            contentId={contentId}
            layout={layout}
            open={open}
            onOpenChange={changeOpen}
            list={notifications.data}
            loadFailed={notifications.isError}
            retrying={notifications.isFetching}
            onRetry={() => void notifications.refetch()}
            onOpen={openNotification}
            onMarkAllRead={() => markAllRead.mutate()}
            markAllError={markAllRead.isError ? getErrorMessage(markAllRead.error) : null}
          />
        </Suspense>
      ) : null}
    </>
  );
}
