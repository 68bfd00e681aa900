import crypto from 'node:crypto';
import { pushEndpointProblem } from './push-endpoint';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** Web Push with this server's VAPID keys; `gone` means the browser dropped the subscription. */
export type PushSender = {
  publicKey: string;
  /** Why an endpoint is refused (not a known push service), or undefined. */
  endpointProblem: (endpoint: string) => string | undefined;
  send: (target: PushTarget, payload: object) => Promise<'sent' | 'gone'>;
};

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair, derived from the server secret (BETTER_AUTH_SECRET, or the one generated into
 * DATA_DIR): it survives restarts, and every process of a split deployment (ROLE=api and workers)
 * signs with the key the browsers subscribed with, with nothing more to configure.
 */
export function vapidKeysFor(secret: string): VapidKeys {
  for (let attempt = 0; ; attempt++) {
    const privateKey = crypto.createHmac('sha256', secret).update(`vapid-private-key-${attempt}`).digest();
    try {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.setPrivateKey(privateKey); // throws for the ~2^-32 of values outside the curve order
      return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
    } catch {
      if (attempt > 8) throw new Error('could not derive a VAPID key');
    }
  }
}

export function createPushSender({
  keys,
  subject,
  allowedOrigins,
}: {
  keys: VapidKeys;
  subject: string;
  allowedOrigins?: readonly string[] | undefined;
}): PushSender {
  const endpointProblem = (endpoint: string) => pushEndpointProblem(endpoint, allowedOrigins);
  return {
    publicKey: keys.publicKey,
    endpointProblem,
    async send(target, payload) {
      // Checked again at send time: the list may have changed since the browser subscribed.
      const problem = endpointProblem(target.endpoint);
      if (problem) throw new Error(problem);
      // web-push encrypts and signs; we send it ourselves, bounded and without following redirects.
      // Loaded with the first push, not with the server (decision 0022).
      const { default: webpush } = await import('web-push');
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(15_000),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`The push service answered HTTP ${response.status}`);
      return 'sent';
    },
  };
}
