import type { NotificationType } from '@seeker/contract';

/** Which outside channels a notification goes out on for the user's notification type: pending until sent, null when not chosen. */
export function outsideDeliveries(type: NotificationType) {
  return {
    email: type === 'Email' || type === 'Both' ? ('pending' as const) : null,
    push: type === 'Push' || type === 'Both' ? ('pending' as const) : null,
  };
}
