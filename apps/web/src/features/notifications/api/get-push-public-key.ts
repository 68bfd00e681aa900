import { pushPublicKeySchema } from '@seeker/contract';
import { apiFetch } from '@/lib/api-client';

/** This server's VAPID key (base64url), which the browser's push subscription is tied to. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiFetch('/api/push/public-key', { schema: pushPublicKeySchema });
  return publicKey;
}
