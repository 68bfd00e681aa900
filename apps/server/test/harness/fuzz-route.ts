import { signInAsGuest } from '../support/sign-in';
import type { TestContext } from '../support/test-app';
import { requestTimeoutMs, responseProblems } from './check-response';
import { changesSince, watchState } from './database-state';
import { createFixture, type Fixture } from './fixture';
import type { FuzzCase, FuzzTarget } from './fuzz-case';
import type { Operation } from './operations';
import { tablesAllowedToChange } from './refusal-exceptions';
import { seeders } from './seeders';
import { excerpt, sendWithin } from './send-within';

export type FuzzOutcome = { sent: number; failures: string[]; accepted: number; refused: number; crashed: number; hung: number; ms: number };

type Owner = { fixture: Fixture; target: FuzzTarget };

async function newOwner(ctx: TestContext, operation: Operation): Promise<Owner> {
  const fixture = createFixture(ctx.app, ctx.database, await signInAsGuest(ctx.app));
  return withParams(fixture, operation);
}

async function withParams(fixture: Fixture, operation: Operation): Promise<Owner> {
  const params: Record<string, string> = {};
  for (const param of operation.pathParams) params[param.name] = await fixture.param(param.name);
  return { fixture, target: { cookie: fixture.who.cookie, userId: fixture.who.userId, params } };
}

/**
 * After an accepted request (a sign-out, a delete) the owner may have lost their session or a seeded
 * record; later cases need both, or they would all stop at 401/404 and test nothing.
 */
async function keepUsable(ctx: TestContext, operation: Operation, owner: Owner): Promise<Owner> {
  if (!(await seeders.userId!.intact(owner.fixture, owner.fixture.who.userId))) return newOwner(ctx, operation);
  for (const [name, value] of await owner.fixture.seeded()) {
    if (!(await seeders[name]!.intact(owner.fixture, value))) owner.fixture.forget(name);
  }
  return withParams(owner.fixture, operation);
}

/** Sends every case as a signed-in owner and collects what went wrong, one line per failed request. */
export async function fuzzRoute(ctx: TestContext, operation: Operation, cases: FuzzCase[]): Promise<FuzzOutcome> {
  const started = performance.now();
  const outcome: FuzzOutcome = { sent: 0, failures: [], accepted: 0, refused: 0, crashed: 0, hung: 0, ms: 0 };
  let owner = await newOwner(ctx, operation);
  let baseline = await watchState(ctx.database, ctx.filesDir);
  for (const fuzzCase of cases) {
    const label = `[${fuzzCase.group}] ${fuzzCase.name}`;
    const sent = await sendWithin(ctx.app, fuzzCase.build(owner.target), requestTimeoutMs);
    outcome.sent += 1;
    outcome.failures.push(...responseProblems(operation, sent).map((problem) => `${label} → ${problem}`));
    const status = sent.response?.statusCode;
    if (status === undefined) outcome.hung += 1;
    else if (status >= 500) outcome.crashed += 1;
    if (status !== undefined && status >= 400 && status < 500) {
      outcome.refused += 1;
      const { now: after, changed } = await changesSince(ctx.database, ctx.filesDir, baseline, tablesAllowedToChange(operation.key));
      if (changed.length > 0) {
        outcome.failures.push(`${label} → refused with ${status} but changed ${changed.join(', ')}: ${excerpt(sent.response!.body)}`);
      }
      baseline = after;
      continue;
    }
    if (status !== undefined && status < 400) outcome.accepted += 1;
    // Accepted, crashed or hung: when anything changed the owner may be gone and the data has moved on; start from here.
    const { now, changed } = await changesSince(ctx.database, ctx.filesDir, baseline, []);
    if (changed.length > 0) {
      owner = await keepUsable(ctx, operation, owner);
      baseline = await watchState(ctx.database, ctx.filesDir);
    } else {
      baseline = now;
    }
  }
  outcome.ms = Math.round(performance.now() - started);
  return outcome;
}
