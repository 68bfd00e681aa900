import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authServerHandler } from './auth-routes';

/** What a request no test gave an answer for gets: a 404 naming it, so the test notices the call. */
export const noMockFor = (method: string, path: string) => HttpResponse.json({ message: `No mock for ${method} ${path}` }, { status: 404 });

/**
 * The API the web tests talk to: MSW answering the app's own fetch calls. A test gives its answers with
 * mockFetch; until it does, every /api/ request is a 404, so nothing ever reaches a server that happens
 * to listen on jsdom's origin (localhost:3000, Seeker's own port). Any other request fails the test.
 * better-auth's routes are answered by the auth server (auth-routes.ts): signed out unless the test says whom.
 */
export const apiServer = setupServer(
  authServerHandler,
  http.all('*/api/*', ({ request }) => noMockFor(request.method, new URL(request.url).pathname)),
);
