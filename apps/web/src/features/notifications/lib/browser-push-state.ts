import { apiFetch } from '@/lib/api-client';
import { pushSupported, serviceWorkerUrl } from './enable-push-notifications';

/** Whether this browser gets this account's push notifications. */
export type BrowserPushState = 'on' | 'off' | 'blocked' | 'unsupported';

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerUrl);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Stops push to this browser: the browser forgets the subscription and so does the server. */
export async function disablePushNotifications(userId: string) {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiFetch(`/api/users/${encodeURIComponent(userId)}/push-subscriptions/remove`, { method: 'POST', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
