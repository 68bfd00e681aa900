import type { FastifyInstance } from 'fastify';
import { withDbPriority } from '../db/priority-gate';
import { sessionTokenOf } from './session-token';

/**
 * Everything a request does runs at interactive priority (db/priority-gate.ts): on the embedded database
 * its statements go before those of background work (searches, the job queue), and the requests of one
 * session take turns with other sessions' (one party per session cookie; a request without one is a party of
 * its own). Code inside a request that is itself long background work (a search) says so with
 * `withDbPriority('background', …)`.
 */
export function registerRequestPriority(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => withDbPriority('interactive', done, sessionTokenOf(request.headers.cookie)));
}
