import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/sw.js is plain JavaScript for the browser; run it here against a stand-in `self`.
const source = fs.readFileSync(path.resolve(__dirname, '../../../../public/sw.js'), 'utf8');
const origin = 'https://seeker.example';

type WindowStub = { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> };

function loadWorker(windows: WindowStub[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    skipWaiting: vi.fn(),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  new Function('self', source)(self);
  /** Dispatches an event and waits for what it handed to waitUntil. */
  async function dispatch(type: string, event: object) {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    return work;
  }
  return { self, handlers, dispatch };
}

function windowAt(url: string): WindowStub {
  const stub: WindowStub = { url, focus: vi.fn(), navigate: vi.fn() };
  stub.focus.mockResolvedValue(stub);
  stub.navigate.mockResolvedValue(stub);
  return stub;
}

const pushData = (payload: unknown) => ({ json: () => payload, text: () => JSON.stringify(payload) });
const clicked = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

describe('service worker', () => {
  it('listens for push and notification clicks only: no fetch handler, no caching', () => {
    const { handlers } = loadWorker();
    expect(Object.keys(handlers).sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it("shows a push's title and body, keeping its url for the click", async () => {
    const { self, dispatch } = loadWorker();
    await dispatch('push', {
      data: pushData({ title: '3 new jobs for Frontend Engineer', body: 'Senior Frontend Engineer at Acme', url: '/jobs?session=session-sched-1' }),
    });
    expect(self.registration.showNotification).toHaveBeenCalledWith('3 new jobs for Frontend Engineer', {
      body: 'Senior Frontend Engineer at Acme',
      icon: '/favicon.svg',
      data: { url: '/jobs?session=session-sched-1' },
    });
  });

  it('shows a payload that is not JSON as the body', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch('push', { data: { json: () => JSON.parse('not json'), text: () => 'not json' } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Seeker', expect.objectContaining({ body: 'not json' }));
  });

  it('focuses an open app window and takes it to the url', async () => {
    const open = windowAt(`${origin}/settings`);
    const { self, dispatch } = loadWorker([windowAt('https://elsewhere.example/'), open]);
    await dispatch('notificationclick', clicked('/jobs?session=session-sched-1'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/jobs?session=session-sched-1`);
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, and never leaves the app', async () => {
    const { self, dispatch } = loadWorker();
    await dispatch('notificationclick', clicked('/jobs?session=session-sched-1'));
    expect(self.clients.openWindow).toHaveBeenCalledWith(`${origin}/jobs?session=session-sched-1`);
    await dispatch('notificationclick', clicked('https://evil.example/phish'));
    expect(self.clients.openWindow).toHaveBeenLastCalledWith(`${origin}/`);
  });
});
