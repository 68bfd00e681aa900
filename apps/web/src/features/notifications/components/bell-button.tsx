import { notificationMessages } from '@seeker/contract';
import { Bell } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { bellLabel } from '../lib/notification-texts';

/** `icon` for the narrow top bar; `menu` is a full-width row of the wide side menu, like the theme toggle there. */
export type BellLayout = 'icon' | 'menu';

type BellButtonProps = ButtonProps & { layout: BellLayout; unread: number };

const countText = (unread: number) => (unread > 99 ? '99+' : String(unread));

/** The bell; the badge is for the eyes, the name ("Notifications, 3 unread") for screen readers. */
export function BellButton({ layout, unread, className, ...props }: BellButtonProps) {
  const badge =
    unread > 0 ? (
      <span
        aria-hidden="true"
        data-testid="notification-count"
        className={cn(
          'flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[0.625rem] leading-none font-semibold text-white',
          layout === 'icon' ? 'absolute top-1 right-1' : 'ml-auto h-5 min-w-5 text-xs',
        )}
      >
        {countText(unread)}
      </span>
    ) : null;

  if (layout === 'icon') {
    return (
      <Button variant="ghost" size="icon" aria-label={bellLabel(unread)} className={cn('relative', className)} {...props}>
        <Bell aria-hidden="true" />
        {badge}
      </Button>
    );
  }
  return (
    <Button variant="ghost" aria-label={bellLabel(unread)} className={cn('w-full justify-start', className)} {...props}>
      <Bell aria-hidden="true" />
      {notificationMessages.bell}
      {/* A space in the text, so the visible "Notifications 3" reads as part of the name "Notifications, 3 unread". */}
      {badge ? ' ' : null}
      {badge}
    </Button>
  );
}
