import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The OpenAPI entry of a route that answers 304 to a current If-None-Match. */
export const notModifiedSchema = z.null().describe('Not Modified: the If-None-Match ETag is still current; the cached answer stands');

/** Whether an If-None-Match header names this ETag: weak comparison (RFC 9110 §13.1.2), `*` names any. */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return (Array.isArray(header) ? header.join(',') : header).split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * onSend hook of a GET whose answer is one user's private JSON (the dashboard, the job list): a weak
 * ETag from a hash of the user and the answer, so it changes whenever anything the answer shows changes
 * and never otherwise, and one user's tag is never current for another's (equal) answer; `Cache-Control: private, no-cache` (the browser keeps it and asks again each time,
 * shared caches never keep it); and 304 with no body when the request's If-None-Match is current.
 * Weak, as the same JSON compressed by a proxy is other bytes but the same answer.
 */
export async function answerConditionally(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const owner = (request.params as { userId?: unknown } | undefined)?.userId;
  const etag = `W/"${crypto
    .createHash('sha256')
    .update(`${String(owner)}\u0000${payload}`)
    .digest('base64url')
    .slice(0, 27)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Cookie');
  if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}
