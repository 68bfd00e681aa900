import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAuth } from '../../src/modules/auth/create-auth';
import { databaseTargets, openTestDatabase, resetDatabase, type DatabaseTargetName } from './test-database';

export const testOrigin = 'http://localhost:3000';

export type TestContext = { app: App; database: Database; target: DatabaseTargetName };

type Overrides = Partial<Pick<Config, 'google' | 'oidc' | 'bodyLimitBytes'>>;

export async function createTestApp(database: Database, overrides: Overrides = {}) {
  const config = {
    publicUrl: testOrigin,
    bodyLimitBytes: 1024 * 1024,
    google: undefined,
    oidc: undefined,
    logLevel: 'silent',
    ...overrides,
  };
  const auth = createAuth(database.db, { ...config, secret: 'test-secret-that-is-long-enough-0123456789', rateLimit: false });
  const app = await buildApp({ config, database, auth });
  await app.ready();
  return app;
}

/**
 * Runs a suite once per database engine (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * with one database per file and emptied tables before each test.
 */
export function describeWithApp(name: string, suite: (ctx: TestContext) => void, overrides: Overrides = {}) {
  for (const target of databaseTargets()) {
    describe(`${name} [${target}]`, () => {
      const ctx = { target } as TestContext;
      beforeAll(async () => {
        ctx.database = await openTestDatabase(target);
        ctx.app = await createTestApp(ctx.database, overrides);
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
      });
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.database?.close();
      });
      suite(ctx);
    });
  }
}
