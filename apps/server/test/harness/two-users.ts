import { signInAsGuest } from '../support/sign-in';
import type { TestContext } from '../support/test-app';
import { aliceCanary, bobCanary } from './canary-text';
import { createFixture, type Fixture } from './fixture';
import type { Operation } from './operations';
import { plantCanaries } from './plant-canaries';
import { secretsOf, type Secrets } from './secrets';
import { idFieldPaths, idFieldSeeder } from './user-id-fields';
import { validJson } from './valid-request';

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
  // Path parameters, and records named in body id fields (a schedule id), each from its seeder.
  const bodySeeders = idFieldPaths(validJson(operation, () => 'placeholder')).flatMap((path) => {
    const seeder = idFieldSeeder(path);
    return seeder && seeder !== 'userId' ? [seeder] : [];
  });
  const names = [...new Set([...operation.pathParams.map((param) => param.name), ...bodySeeders])];
  const entries = await Promise.all(names.map(async (name) => [name, await fixture.param(name)] as const));
  return Object.fromEntries(entries);
}
