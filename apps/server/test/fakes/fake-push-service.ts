import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PushDelivery = { path: string; headers: http.IncomingHttpHeaders; bodyBytes: number };

export type FakePushService = {
  origin: string;
  deliveries: PushDelivery[];
  /** The status every delivery is answered with (201 by default; 410 = subscription gone). */
  answer: (status: number) => void;
  /** A browser subscription on this service: a real P-256 key and auth secret, so web-push can encrypt to it. */
  subscription: (name: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  close: () => Promise<void>;
};

/** A browser push service on 127.0.0.1 that records what it is sent. */
export async function startFakePushService(): Promise<FakePushService> {
  const deliveries: PushDelivery[] = [];
  let status = 201;
  const server = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, bodyBytes: bytes });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    answer: (next) => void (status = next),
    subscription(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
