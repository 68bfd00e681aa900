import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { SignedIn } from '../support/sign-in';
import { testOrigin } from '../support/test-app';

// What every seeder is given and gives back (seeders.ts, application-seeders.ts).

export type SeedContext = {
  app: App;
  database: Database;
  who: SignedIn;
  /** Text to plant in whatever the record holds, so a leak of it can be spotted; undefined for plain data. */
  canary: string | undefined;
  /** The value of another path parameter for the same user (seeded once). */
  param: (name: string) => Promise<string>;
};

/**
 * Fills one path parameter, by name, with a record the user owns. A route with a parameter
 * not listed here makes the harness fail until a seeder is added.
 */
export type Seeder = {
  seed: (ctx: SeedContext) => Promise<string>;
  /** Whether the record is still there, unchanged: the matrix checks the victim's, the fuzzer re-seeds when not. */
  intact: (ctx: SeedContext, value: string) => Promise<boolean>;
};

export function ownerHeaders(who: SignedIn) {
  return { cookie: who.cookie, origin: testOrigin };
}

/** A seeder's request went wrong: the harness stops with what the server said. */
export function fail(name: string, response: { statusCode: number; body: string }): never {
  throw new Error(`seeder "${name}" failed: ${response.statusCode} ${response.body.slice(0, 300)}`);
}
