import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (the database wrote it) as the answer, unparsed and unserialized:
 * Fastify sends a string with a JSON content type as it is. The route's response schema still documents
 * it, and the API suite checks it against that schema as it checks every answer.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  // The route's typed `send` expects the object the schema describes; this is that object, written out.
  return reply.type('application/json; charset=utf-8').send(json as never);
}
