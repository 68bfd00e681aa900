import { notificationMessages } from '@seeker/contract';
import type { PushSetupResult } from './enable-push-notifications';

/** The bell's name says how many are unread, as its badge shows. */
export function bellLabel(unread: number) {
  return unread > 0 ? `${notificationMessages.bell}, ${unread} unread` : notificationMessages.bell;
}

export const notificationTexts = {
  loading: 'Loading notifications',
  dismiss: 'Dismiss',
} as const;

export const pushMessages = {
  denied: 'Push notifications are blocked in this browser. Allow them in the site settings to get alerts.',
  // No site setting helps here (an old browser, or a page not served over HTTPS).
  unsupported: 'This browser cannot receive push notifications. New jobs still show under Notifications.',
  failed: (reason: string) => `Could not turn on push notifications: ${reason}`,
} as const;

/** What to tell the person after trying to turn push on; nothing when it worked. */
export function pushNoticeFor(result: PushSetupResult): string | null {
  if (result === 'enabled') return null;
  if (result === 'denied') return pushMessages.denied;
  if (result === 'unsupported') return pushMessages.unsupported;
  return pushMessages.failed(result.error);
}
