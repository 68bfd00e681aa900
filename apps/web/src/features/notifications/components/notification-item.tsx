import type { AppNotification } from '@seeker/contract';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatMoment } from '@/lib/format-dates';
import { formatRelativeTime } from '../lib/relative-time';

type NotificationItemProps = { notification: AppNotification; now: Date; onOpen: (notification: AppNotification) => void };

/** One notification: its title links to the search it is about (the whole row is clickable), then the jobs it found. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const unread = notification.readAt === null;
  return (
    <li className={cn('relative grid gap-1 px-4 py-3 hover:bg-accent', unread && 'bg-primary/5')}>
      <div className="flex items-start gap-2">
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} />
        <Link
          to={notification.link}
          onClick={() => onOpen(notification)}
          className={cn(
            'min-w-0 text-sm break-words outline-none',
            unread ? 'font-semibold' : 'font-medium',
            // Stretched over the row, so its focus ring outlines the whole notification.
            'after:absolute after:inset-0 after:rounded-sm focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset',
          )}
        >
          {notification.title}
          {unread ? <span className="sr-only">, unread</span> : null}
        </Link>
      </div>
      <div className="grid gap-1 pl-4">
        <p className="text-sm break-words text-muted-foreground">{notification.body}</p>
        {notification.jobs.length > 0 ? (
          <ul aria-label={`Jobs in: ${notification.title}`} className="grid gap-0.5 text-xs text-muted-foreground">
            {notification.jobs.map((job) => (
              <li key={job.jobId} className="break-words">
                <span className="font-medium text-foreground">{job.title}</span> · {job.company}
              </li>
            ))}
          </ul>
        ) : null}
        <time dateTime={notification.createdAt} title={formatMoment(notification.createdAt)} className="text-xs text-muted-foreground">
          {formatRelativeTime(notification.createdAt, now)}
        </time>
      </div>
    </li>
  );
}
