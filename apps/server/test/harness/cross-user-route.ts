import type { TestContext } from '../support/test-app';
import { baselineOf, sendChecked } from './checked-request';
import { crossUserAttempts, mixIds } from './cross-user-attempts';
import { userRows } from './database-state';
import type { Operation } from './operations';
import { paramsOf, type SharedTwoUsers } from './two-users';
import { idValue } from './user-id-fields';
import { validRequest } from './valid-request';
import { victimUntouched } from './victim-untouched';

export type MatrixOutcome = { attempts: number; failures: string[]; notes: string[]; own: string };

const refused = (status: number) => [401, 403, 404].includes(status);
const succeeded = (status: number) => status >= 200 && status < 300;

/**
 * A session route: nobody gets 401, Bob with any mix of Alice's ids gets 401/403/404, Bob with his own
 * ids gets a 2xx; no answer carries Alice's data and nothing of hers changes.
 */
export async function checkSessionRoute(ctx: TestContext, operation: Operation, users: SharedTwoUsers): Promise<MatrixOutcome> {
  const { alice, bob, secrets, notes } = await users.get();
  const victim = { userId: alice.who.userId, params: await paramsOf(alice, operation) };
  const actor = { userId: bob.who.userId, params: await paramsOf(bob, operation) };
  const rowsBefore = await userRows(ctx.database, victim.userId);
  const baseline = await baselineOf(ctx);
  const failures = await sendChecked(
    ctx,
    operation,
    secrets,
    {
      label: 'nobody with Alice’s ids',
      options: validRequest({ operation, params: victim.params, cookie: undefined, pick: (path) => idValue(victim, path) }),
      expected: (status) => status === 401,
      expectation: '401',
      allowed: Object.values(victim.params),
    },
    baseline,
  );
  const attempts = crossUserAttempts(operation);
  for (const attempt of attempts) {
    const { params, pick, victimUrlIds } = mixIds(operation, attempt, victim, actor);
    failures.push(
      ...(await sendChecked(
        ctx,
        operation,
        secrets,
        {
          label: `Bob with ${attempt.label}`,
          options: validRequest({ operation, params, cookie: bob.who.cookie, pick }),
          expected: refused,
          expectation: '401/403/404',
          allowed: victimUrlIds,
        },
        baseline,
      )),
    );
  }
  const own = await sendChecked(ctx, operation, secrets, {
    label: 'Bob with his own ids',
    options: validRequest({ operation, params: actor.params, cookie: bob.who.cookie, pick: (path) => idValue(actor, path) }),
    expected: succeeded,
    expectation: 'a 2xx (the matrix must reach the handler, not only a blanket refusal)',
    allowed: [],
  });
  if (own.length > 0 && operation.body.kind === 'none' && ['POST', 'PUT', 'PATCH'].includes(operation.method)) {
    own.push(
      `${operation.key}: the document describes no request body; if it takes one, add a zod body schema with .meta({ examples }) (or config.multipartForm for a form) so the harness can send a valid one`,
    );
  }
  failures.push(...own, ...(await victimUntouched(ctx, alice, rowsBefore)));
  return { attempts: 1 + attempts.length, failures, notes, own: own.length === 0 ? '2xx' : 'FAILED' };
}

/** A public route (no session, no ids): anyone may call it, and it must not hand out Alice's data. */
export async function checkPublicRoute(ctx: TestContext, operation: Operation, users: SharedTwoUsers): Promise<MatrixOutcome> {
  const { bob, secrets, notes } = await users.get();
  const failures = await sendChecked(ctx, operation, secrets, {
    label: 'nobody',
    options: validRequest({ operation, params: {}, cookie: undefined, pick: () => bob.who.userId }),
    expected: (status) => status < 400,
    expectation: 'a 2xx or 3xx (the document declares no 401, so no session is needed)',
    allowed: [],
  });
  return { attempts: 1, failures, notes, own: '-' };
}
