import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { SignedIn } from '../support/sign-in';
import { seeders, type SeedContext } from './seeders';

/** A signed-in user and the records seeded for them, one per path-parameter name, made on first use. */
export type Fixture = SeedContext & {
  /** Parameter values seeded so far. */
  seeded: () => Promise<Map<string, string>>;
  /** Drops a seeded value, so the next `param` call seeds a new record. */
  forget: (name: string) => void;
};

export function createFixture(app: App, database: Database, who: SignedIn, canary?: string): Fixture {
  const values = new Map<string, Promise<string>>();
  const fixture: Fixture = {
    app,
    database,
    who,
    canary,
    param(name) {
      const seeder = seeders[name];
      if (!seeder) throw new Error(`no seeder for path parameter "${name}" in apps/server/test/harness/seeders.ts`);
      let value = values.get(name);
      if (!value) {
        value = seeder.seed(fixture);
        values.set(name, value);
      }
      return value;
    },
    async seeded() {
      const entries = await Promise.all([...values].map(async ([name, value]) => [name, await value] as const));
      return new Map(entries);
    },
    forget(name) {
      values.delete(name);
    },
  };
  return fixture;
}
