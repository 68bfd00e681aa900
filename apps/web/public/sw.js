/* global self */
// Seeker's service worker: Web Push only. No fetch handler and no caching, so the app always loads
// from the network exactly as without it.

self.addEventListener('install', () => {
  // A new version takes over at once: it holds no caches an open page could depend on.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The server sends {title, body, url}; a payload that is not JSON is shown as the body. */
function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Seeker';
  const url = typeof payload.url === 'string' ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/favicon.svg',
      data: { url },
    }),
  );
});

/** Only paths of this app: a payload can never send the window elsewhere. */
function appUrl(target) {
  const url = new URL(typeof target === 'string' ? target : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      // navigate() works only on windows this worker controls; a focused page is still better than none.
      if ('navigate' in focused && focused.url !== url) return focused.navigate(url).catch(() => focused);
      return focused;
    }),
  );
});
