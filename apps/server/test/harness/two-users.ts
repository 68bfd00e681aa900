import { signInAsGuest } from '../support/sign-in';
import type { TestContext } from '../support/test-app';
import { aliceCanary, bobCanary } from './canary-text';
import { createFixture, type Fixture } from './fixture';
import type { Operation } from './operations';
import { plantCanaries } from './plant-canaries';
import { discardState, restoreState, saveState, type SavedState } from './saved-state';
import { secretsOf, type Secrets } from './secrets';
import { idFieldPaths, idFieldSeeder } from './user-id-fields';
import { validJson } from './valid-request';

export type TwoUsers = { alice: Fixture; bob: Fixture; secrets: Secrets; notes: string[] };

/**
 * Alice (the victim) and Bob (the actor), each with canary-marked data in everything they control.
 * A seeder that fails becomes a note here; the route that needs its record fails when paramsOf asks again.
 */
async function plantTwoUsers(ctx: TestContext, operations: Operation[]): Promise<TwoUsers> {
  const alice = createFixture(ctx.app, ctx.database, await signInAsGuest(ctx.app), aliceCanary);
  const bob = createFixture(ctx.app, ctx.database, await signInAsGuest(ctx.app), bobCanary);
  const notes = [...(await plantCanaries(alice, operations, aliceCanary, [])), ...(await plantCanaries(bob, operations, bobCanary, []))];
  return { alice, bob, secrets: await secretsOf(ctx.database, alice, bob), notes: [...new Set(notes)] };
}

export type SharedTwoUsers = { get: () => Promise<TwoUsers>; discard: () => Promise<void> };

/**
 * The same two planted users for every test of a suite: planted on first use, then put back exactly
 * (tables and files) before each later test, so one test's writes never reach the next.
 */
export function sharedTwoUsers(ctx: TestContext, operations: Operation[]): SharedTwoUsers {
  let planted: { users: TwoUsers; saved: SavedState; seeded: Map<Fixture, Set<string>> } | undefined;
  return {
    async get() {
      if (planted) {
        await restoreState(ctx, planted.saved);
        // A record a test seeded after the save is gone with the restore: its id must not be handed out again.
        for (const [fixture, names] of planted.seeded) for (const name of (await fixture.seeded()).keys()) if (!names.has(name)) fixture.forget(name);
        return planted.users;
      }
      const users = await plantTwoUsers(ctx, operations);
      const seeded = new Map<Fixture, Set<string>>();
      for (const fixture of [users.alice, users.bob]) seeded.set(fixture, new Set((await fixture.seeded()).keys()));
      planted = { users, saved: await saveState(ctx), seeded };
      return users;
    },
    async discard() {
      if (planted) await discardState(ctx, planted.saved);
      planted = undefined;
    },
  };
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
