import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAuth } from '../../src/modules/auth/create-auth';
import { createLocalFileStore } from '../../src/storage/local';
import { databaseTargets, openTestDatabase, resetDatabase, type DatabaseTargetName } from './test-database';

export const testOrigin = 'http://localhost:3000';

export type TestContext = { app: App; database: Database; target: DatabaseTargetName; filesDir: string };

type Overrides = Partial<Pick<Config, 'google' | 'oidc' | 'bodyLimitBytes' | 'signedUrlTtlSeconds' | 'authRateLimit'>>;

export type TestAppOptions = {
  overrides?: Overrides;
  filesDir?: string;
  webDistDir?: string;
  /** A document reader with test limits; by default the app makes one with the real limits. */
  documents?: AppDeps['documents'];
  /** A pino logger to read what the app and better-auth log; without one the tests are silent. */
  logger?: AppDeps['logger'];
  /** Job sources pointed at a loopback fake (`fakeJobSourcesFor`); none by default. */
  sources?: AppDeps['sources'];
  llm?: AppDeps['llm'];
};

export async function createTestApp(database: Database, options: TestAppOptions = {}) {
  const { overrides = {}, filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-')), webDistDir, documents, logger, sources, llm } = options;
  const config = {
    publicUrl: testOrigin,
    bodyLimitBytes: 1024 * 1024,
    google: undefined,
    oidc: undefined,
    logLevel: 'silent',
    signedUrlTtlSeconds: 900,
    trustProxy: false,
    trustedOrigins: [],
    ...overrides,
  };
  const files = createLocalFileStore(filesDir);
  const auth = createAuth(database.db, { ...config, secret: 'test-secret-that-is-long-enough-0123456789', rateLimit: config.authRateLimit ?? false, files, logger });
  const app = await buildApp({ config, database, auth, files, signingSecret: 'test-signing-secret', webDistDir, documents, logger, sources, llm });
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
        ctx.filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
        ctx.app = await createTestApp(ctx.database, { overrides, filesDir: ctx.filesDir });
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
      });
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.database?.close();
        fs.rmSync(ctx.filesDir, { recursive: true, force: true });
      });
      suite(ctx);
    });
  }
}
