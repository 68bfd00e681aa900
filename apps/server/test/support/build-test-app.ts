import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../src/app';
import type { DatabaseTargetName } from './test-database';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAuth } from '../../src/modules/auth/create-auth';
import { createLocalFileStore } from '../../src/storage/local';

// No vitest import here: benchmarks build the same app outside the test runner.
export const testOrigin = 'http://localhost:3000';

export type TestContext = { app: App; database: Database; target: DatabaseTargetName; filesDir: string };

export type TestAppOverrides = Partial<Pick<Config, 'google' | 'oidc' | 'bodyLimitBytes' | 'signedUrlTtlSeconds' | 'authRateLimit'>>;

export type TestAppOptions = {
  overrides?: TestAppOverrides;
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
