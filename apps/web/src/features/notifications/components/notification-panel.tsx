import { notificationMessages, type AppNotification, type NotificationList } from '@seeker/contract';
import { CheckCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notificationTexts } from '../lib/notification-texts';
import { NotificationItem } from './notification-item';

export type NotificationPanelProps = {
  list: NotificationList | undefined;
  loadFailed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onOpen: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
  markAllError: string | null;
};

/** The popover's content: the newest notifications, or why there are none. */
export function NotificationPanel({ list, loadFailed, retrying, onRetry, onOpen, onMarkAllRead, markAllError }: NotificationPanelProps) {
  const headingId = useId();
  // Read once as the panel opens: times say how long ago from then.
  const [now] = useState(() => new Date());
  const unread = list?.unread ?? 0;

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b py-2 pr-2 pl-4">
        <h2 id={headingId} className="text-sm font-semibold">
          {notificationMessages.bell}
        </h2>
        {list && list.notifications.length > 0 ? (
          // aria-disabled, not disabled: the button keeps focus once everything is read.
          <Button
            variant="ghost"
            size="sm"
            aria-disabled={unread === 0}
            className="aria-disabled:opacity-50"
            onClick={() => (unread > 0 ? onMarkAllRead() : undefined)}
          >
            <CheckCheck aria-hidden="true" />
            {notificationMessages.markAllRead}
          </Button>
        ) : null}
      </div>
      {markAllError ? (
        <p role="alert" className="border-b px-4 py-2 text-sm text-red-700 dark:text-red-400">
          {markAllError}
        </p>
      ) : null}
      <div className="min-h-0 overflow-y-auto">{body()}</div>
    </section>
  );

  function body() {
    if (list) {
      if (list.notifications.length === 0) return <p className="px-4 py-6 text-sm text-muted-foreground">{notificationMessages.empty}</p>;
      return (
        <ul aria-label={notificationMessages.bell} className="divide-y">
          {list.notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onOpen={onOpen} />
          ))}
        </ul>
      );
    }
    if (loadFailed) {
      return <LoadFailure look="plain" className="px-4 py-4" message={notificationMessages.loadFailed} retrying={retrying} onRetry={onRetry} />;
    }
    return (
      <div className="flex justify-center p-6">
        <Spinner label={notificationTexts.loading} className="size-6" />
      </div>
    );
  }
}
