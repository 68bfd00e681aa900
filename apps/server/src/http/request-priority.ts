import type { FastifyInstance } from 'fastify';
import { withDbPriority } from '../db/priority-gate';

/**
 * Everything a request does runs at interactive priority (db/priority-gate.ts): on the embedded database
 * its statements go before those of background work (searches, the job queue). Code inside a request
 * that is itself long background work (a search) says so with `withDbPriority('background', …)`.
 */
export function registerRequestPriority(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => withDbPriority('interactive', done));
}
