import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * The id of the request (or job) the current code runs for, across awaits: the HTTP layer enters it
 * for each request, the job runner for each job, and whatever queues a job copies it into the job's
 * data, so one id follows a user's action from the API's log lines to the worker's.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

/** What an incoming `x-request-id` (or a job's copy of one) may be: short, and safe in any log line or header. */
export const safeRequestId = /^[A-Za-z0-9._-]{1,64}$/;

export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && safeRequestId.test(value);
}

export function newRequestId() {
  return crypto.randomUUID();
}

/** Runs `fn` (and everything it starts) as part of the request or job `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request or job this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
