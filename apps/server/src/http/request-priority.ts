import type { FastifyInstance } from 'fastify';
import { withDbPriority } from '../db/priority-gate';
import { sessionCookieName, sessionTokenOf } from './session-token';

/**
 * Everything a request does runs at interactive priority (db/priority-gate.ts): on the embedded database
 * its statements go before those of background work (searches, the job queue), and the requests of one
 * session take turns with other sessions' (one party per session cookie, the one better-auth reads; a request without one
 * is a party of its own). Code inside a request that is itself long background work (a search) says so with
 * `withDbPriority('background', …)`.
 */
export function registerRequestPriority(app: FastifyInstance, { secureCookies }: { secureCookies: boolean }) {
  const name = sessionCookieName(secureCookies);
  app.addHook('onRequest', (request, _reply, done) => withDbPriority('interactive', done, sessionTokenOf(request.headers.cookie, name)));
}
