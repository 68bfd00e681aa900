import type { InjectOptions } from 'fastify';
import type { Operation } from './operations';
import { buildUrl, requestHeaders, validPayload, validQuery, type Payload } from './valid-request';

/** The owner a case is sent as, with the values seeded for the route's path parameters. */
export type FuzzTarget = { cookie: string; userId: string; params: Record<string, string> };

export type FuzzGroup = 'raw body' | 'json body' | 'fast-check' | 'path' | 'query' | 'multipart';

export type FuzzCase = { group: FuzzGroup; name: string; build: (target: FuzzTarget) => InjectOptions };

export type RequestChanges = {
  /** Already-encoded text for some path parameters; the others get the owner's seeded values. */
  params?: Record<string, string>;
  /** Replaces the query string (without `?`). */
  query?: string;
  /** Replaces the body; `null` sends none. Without it the route's valid body is sent. */
  body?: Payload | null;
};

/** A valid request from the owner with one thing changed. */
export function request(operation: Operation, target: FuzzTarget, changes: RequestChanges = {}): InjectOptions {
  const encoded = Object.fromEntries(Object.entries(target.params).map(([name, value]) => [name, encodeURIComponent(value)]));
  const body = changes.body === undefined ? validPayload(operation, () => target.userId) : (changes.body ?? undefined);
  return {
    method: operation.method,
    url: buildUrl(operation, { ...encoded, ...changes.params }, changes.query ?? validQuery(operation)),
    headers: requestHeaders(target.cookie, body?.contentType),
    ...(body ? { payload: body.payload } : {}),
  };
}

/** A stable number from a string, so each route gets its own fixed fast-check seed. */
export function seedOf(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}
