import { pushPublicKeySchema } from '@seeker/contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/mock-fetch';
import { PushNotice } from '../components/push-notice';
import { showPushNotice } from '../hooks/use-push-notice';
import { askPushPermissionIfChosen, enablePushIfChosen } from '../lib/enable-push-if-chosen';
import { enablePushNotifications } from '../lib/enable-push-notifications';
import { pushMessages } from '../lib/notification-texts';
import { userId } from './fixtures';

// A real P-256 public key (65 bytes, base64url), as the server's GET /api/push/public-key gives it.
const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const keyBytes = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/') + '='), (char) => char.charCodeAt(0));
const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BPk-p256dh', auth: 'auth-secret' },
};
const putPath = `PUT /api/users/${userId}/push-subscriptions`;

function fakeSubscription(key: Uint8Array) {
  return { options: { applicationServerKey: key.slice().buffer }, toJSON: () => subscriptionJson, unsubscribe: vi.fn(async () => true) };
}

/** navigator.serviceWorker, PushManager and Notification as a browser that supports push has them. */
function installPush({
  permission = 'granted',
  existing = null,
}: { permission?: NotificationPermission; existing?: ReturnType<typeof fakeSubscription> | null } = {}) {
  const pushManager = {
    getSubscription: vi.fn(async () => existing),
    subscribe: vi.fn(async ({ applicationServerKey }: PushSubscriptionOptionsInit) => fakeSubscription(applicationServerKey as Uint8Array)),
  };
  const serviceWorker = { register: vi.fn(async () => ({})), ready: Promise.resolve({ pushManager }) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission });
  return { pushManager, serviceWorker, requestPermission };
}

beforeEach(() => {
  showPushNotice(null);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('enablePushNotifications', () => {
  it('asks, registers /sw.js, subscribes with the server key and hands the subscription to the server', async () => {
    const { pushManager, serviceWorker, requestPermission } = installPush();
    const { requests } = mockFetch({
      'GET /api/push/public-key': () => jsonResponse(pushPublicKeySchema.parse({ publicKey })),
      [putPath]: () => new Response(null, { status: 204 }),
    });
    expect(await enablePushNotifications(userId)).toBe('enabled');
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    const [options] = pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(keyBytes));
    expect(requests.find((request) => request.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/users/${userId}/push-subscriptions`,
      body: subscriptionJson,
    });
  });

  it("keeps this browser's subscription when it was made for the same key", async () => {
    const { pushManager } = installPush({ existing: fakeSubscription(keyBytes) });
    const { requests } = mockFetch({
      'GET /api/push/public-key': () => jsonResponse({ publicKey }),
      [putPath]: () => new Response(null, { status: 204 }),
    });
    expect(await enablePushNotifications(userId)).toBe('enabled');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual(subscriptionJson);
  });

  it('replaces a subscription made for another key', async () => {
    const old = fakeSubscription(new Uint8Array(65).fill(7));
    const { pushManager } = installPush({ existing: old });
    mockFetch({ 'GET /api/push/public-key': () => jsonResponse({ publicKey }), [putPath]: () => new Response(null, { status: 204 }) });
    expect(await enablePushNotifications(userId)).toBe('enabled');
    expect(old.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('is "denied" when the person (or the browser) refuses, and subscribes nothing', async () => {
    const { serviceWorker } = installPush({ permission: 'denied' });
    const { requests } = mockFetch({});
    expect(await enablePushNotifications(userId)).toBe('denied');
    expect(serviceWorker.register).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('counts a dismissed prompt as denied', async () => {
    installPush({ permission: 'default' });
    mockFetch({});
    expect(await enablePushNotifications(userId)).toBe('denied');
  });

  it('is "unsupported" without service workers or PushManager', async () => {
    const { requests } = mockFetch({});
    expect(await enablePushNotifications(userId)).toBe('unsupported');
    installPush();
    vi.unstubAllGlobals();
    expect(await enablePushNotifications(userId)).toBe('unsupported');
    expect(requests).toEqual([]);
  });

  it("gives the server's reason when push is not set up there", async () => {
    installPush();
    mockFetch({
      'GET /api/push/public-key': () =>
        jsonResponse({ error: { code: 'UNAVAILABLE', message: 'Push notifications are not set up on this server.' } }, 503),
    });
    expect(await enablePushNotifications(userId)).toEqual({ error: 'Push notifications are not set up on this server.' });
  });
});

describe('after saving preferences', () => {
  it('asks for permission once, during Finish, and uses that answer after the save', async () => {
    const { requestPermission, pushManager } = installPush();
    mockFetch({ 'GET /api/push/public-key': () => jsonResponse({ publicKey }), [putPath]: () => new Response(null, { status: 204 }) });
    const permission = askPushPermissionIfChosen({ enabled: true, notificationType: 'Push' });
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(askPushPermissionIfChosen({ enabled: true, notificationType: 'Email' })).toBeUndefined();
    await enablePushIfChosen(userId, { enabled: true, notificationType: 'Push' }, permission);
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('does nothing unless the schedule alerts by push', async () => {
    const { requestPermission } = installPush();
    await enablePushIfChosen(userId, { enabled: true, notificationType: 'Email' });
    await enablePushIfChosen(userId, { enabled: false, notificationType: 'Push' });
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('shows a dismissible notice when push is blocked', async () => {
    installPush({ permission: 'denied' });
    render(<PushNotice />);
    await act(() => enablePushIfChosen(userId, { enabled: true, notificationType: 'Both' }));
    expect(screen.getByRole('status')).toHaveTextContent(pushMessages.denied);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says when this browser cannot do push at all', async () => {
    render(<PushNotice />);
    await act(() => enablePushIfChosen(userId, { enabled: true, notificationType: 'Push' }));
    expect(screen.getByRole('status')).toHaveTextContent(pushMessages.unsupported);
  });
});
