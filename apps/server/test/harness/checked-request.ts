import type { InjectOptions } from 'fastify';
import type { TestContext } from '../support/test-app';
import { requestTimeoutMs, responseProblems } from './check-response';
import { changedEntries, snapshot, type Snapshot } from './database-state';
import type { Operation } from './operations';
import { leaks, type Secrets } from './secrets';
import { excerpt, sendWithin } from './send-within';

export type Check = {
  label: string;
  options: InjectOptions;
  expected: (status: number) => boolean;
  expectation: string;
  /** Alice's values the caller put in the URL, which the answer may repeat. */
  allowed: string[];
};

/** The database as the last request left it: a request that must change nothing is compared with it. */
export type Baseline = { snapshot: Snapshot };

export async function baselineOf(ctx: TestContext): Promise<Baseline> {
  return { snapshot: await snapshot(ctx.database, ctx.filesDir) };
}

/**
 * Sends one request and lists what is wrong: status, leaks of Alice's data, a 5xx or error shape, and
 * (with a baseline: a request that may not write) any change. After a change the baseline moves on, so
 * one bad write is reported once rather than by every later attempt.
 */
export async function sendChecked(ctx: TestContext, operation: Operation, secrets: Secrets, check: Check, baseline?: Baseline) {
  const sent = await sendWithin(ctx.app, check.options, requestTimeoutMs);
  const failures = responseProblems(operation, sent).map((problem) => `${check.label}: ${problem}`);
  if (sent.response) {
    const { statusCode, body } = sent.response;
    if (!check.expected(statusCode)) failures.push(`${check.label}: expected ${check.expectation}, got ${statusCode} ${excerpt(body)}`);
    const leaked = leaks(sent.response, secrets, check.allowed);
    if (leaked.length > 0) failures.push(`${check.label}: the response (${statusCode}) carries Alice's ${leaked.join(', ')}`);
  }
  if (baseline) {
    const after = await snapshot(ctx.database, ctx.filesDir);
    const changed = changedEntries(baseline.snapshot, after);
    const status = sent.response ? String(sent.response.statusCode) : 'no answer';
    if (changed.length > 0) failures.push(`${check.label}: answered ${status} and changed ${changed.join(', ')}`);
    baseline.snapshot = after;
  }
  return failures;
}
