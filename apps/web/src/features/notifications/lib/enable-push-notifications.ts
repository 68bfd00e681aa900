import type { PushSubscriptionRequest } from '@seeker/contract';
import { getErrorMessage } from '@/lib/api-client';
import { getPushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { base64UrlToBytes, sameBytes } from './base64url';

export type PushSetupResult = 'enabled' | 'denied' | 'unsupported' | { error: string };

export const serviceWorkerUrl = '/sw.js';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and hands the subscription to
 * the server. Never throws: the caller tells the person what happened.
 */
export async function enablePushNotifications(userId: string, permission?: Promise<NotificationPermission>): Promise<PushSetupResult> {
  // Also the answer on plain-HTTP deployments: browsers offer service workers to secure origins only.
  if (!pushSupported()) return 'unsupported';
  try {
    // A dismissed prompt leaves 'default': no alerts either way, so it counts as not allowed.
    // An answer asked for during the user's click (askPushPermissionIfChosen), or asked for now.
    if ((await (permission ?? Notification.requestPermission())) !== 'granted') return 'denied';
    await navigator.serviceWorker.register(serviceWorkerUrl);
    // Subscribing needs an active worker; `ready` waits for it.
    const registration = await navigator.serviceWorker.ready;
    const subscription = await subscribe(registration.pushManager, base64UrlToBytes(await getPushPublicKey()));
    await savePushSubscription({ userId, subscription: subscription.toJSON() as PushSubscriptionRequest });
    return 'enabled';
  } catch (error) {
    return { error: getErrorMessage(error) };
  }
}

/** This browser's subscription for `serverKey`; one made for another key (the server's secret changed) is replaced. */
async function subscribe(pushManager: PushManager, serverKey: Uint8Array<ArrayBuffer>) {
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, serverKey)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
}
