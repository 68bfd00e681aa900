import { signInAsGuest } from '../support/sign-in';
import type { TestContext } from '../support/test-app';
import { aliceCanary, bobCanary } from './canary-text';
import { createFixture, type Fixture } from './fixture';
import type { Operation } from './operations';
import { plantCanaries } from './plant-canaries';
import { secretsOf, type Secrets } from './secrets';

export type TwoUsers = { alice: Fixture; bob: Fixture; secrets: Secrets; notes: string[] };

/** Alice (the victim) and Bob (the actor), each with canary-marked data in everything they control. */
export async function twoUsers(ctx: TestContext, operation: Operation, operations: Operation[]): Promise<TwoUsers> {
  const alice = createFixture(ctx.app, ctx.database, await signInAsGuest(ctx.app), aliceCanary);
  const bob = createFixture(ctx.app, ctx.database, await signInAsGuest(ctx.app), bobCanary);
  const required = operation.pathParams.map((param) => param.name);
  const notes = [...(await plantCanaries(alice, operations, aliceCanary, required)), ...(await plantCanaries(bob, operations, bobCanary, required))];
  return { alice, bob, secrets: await secretsOf(ctx.database, alice, bob), notes: [...new Set(notes)] };
}

export async function paramsOf(fixture: Fixture, operation: Operation): Promise<Record<string, string>> {
  const entries = await Promise.all(operation.pathParams.map(async (param) => [param.name, await fixture.param(param.name)] as const));
  return Object.fromEntries(entries);
}
