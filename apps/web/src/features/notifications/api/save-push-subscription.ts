import type { PushSubscriptionRequest } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** Hands the server this browser's subscription, so scheduled runs can push to it. */
export function savePushSubscription({ userId, subscription }: { userId: string; subscription: PushSubscriptionRequest }): Promise<void> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/push-subscriptions`, { method: 'PUT', body: subscription });
}
