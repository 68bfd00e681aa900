import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isSafeRequestId, newRequestId, withRequestId } from '../lib/request-context';

export const requestIdHeader = 'x-request-id';

/**
 * Fastify's `genReqId`: the caller's `x-request-id` when it is safe (a proxy's or a client's id, so their
 * logs and ours line up), else a new one. Anything else (too long, spaces, control characters) is
 * replaced, never echoed, so a request cannot forge log lines or response headers.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return isSafeRequestId(incoming) ? incoming : newRequestId();
}

/**
 * Every answer carries the request's id in `x-request-id`; and the request's hooks and handler run
 * inside it (lib/request-context.ts), so a job queued by the request carries it to the worker. It is
 * entered again just before the handler: between the two the body streams in through the socket's
 * callbacks, which need not keep the context on every Node version.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    withRequestId(request.id, done);
  });
  app.addHook('preHandler', (request, _reply, done) => withRequestId(request.id, done));
}
