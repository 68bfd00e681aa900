import { createPageReader } from '../../src/pages/page-reader';
import fs from 'node:fs';
import { noTestJobSources } from './job-sources';
import { testOrigin } from './test-origin';
export { testOrigin } from './test-origin';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '../../src/app';
import type { Scheduling } from '../../src/scheduling';
import { createPushSender, vapidKeysFor } from '../../src/modules/notifications';
import { recordingTaskQueue } from './recording-task-queue';
import type { DatabaseTargetName } from './test-database';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createAuth } from '../../src/modules/auth/create-auth';
import { createLocalFileStore } from '../../src/storage/local';
import { warmDocumentReader, warmDocumentRenderer } from './warm-document-workers';

// No vitest import here: benchmarks build the same app outside the test runner.

export type TestContext = { app: App; database: Database; target: DatabaseTargetName; filesDir: string };

export type TestAppOverrides = Partial<
  Pick<Config, 'google' | 'oidc' | 'bodyLimitBytes' | 'signedUrlTtlSeconds' | 'authRateLimit' | 'metricsToken' | 'logLevel'>
>;

export type TestAppOptions = {
  overrides?: TestAppOverrides;
  filesDir?: string;
  webDistDir?: string;
  /** A document reader with test limits; by default one with the real limits, shared by this worker's apps. */
  documents?: AppDeps['documents'];
  /** A document renderer with test limits; by default one with the real limits, shared by this worker's apps. */
  renderer?: AppDeps['renderer'];
  /** A page reader of the test's own (one that says it is full); by default the app makes the real one. */
  pages?: AppDeps['pages'];
  /** A pino logger to read what the app and better-auth log; without one the tests are silent. */
  logger?: AppDeps['logger'];
  /** Job sources pointed at a loopback fake (`fakeJobSourcesFor`); none by default. */
  sources?: AppDeps['sources'];
  llm?: AppDeps['llm'];
  /** Company research sources pointed at a loopback fake; none by default. */
  research?: AppDeps['research'];
  /** The scheduler's queue, token, mailer and push; `testScheduling()` by default (a queue that records, runs nothing). */
  scheduling?: Scheduling;
  /** How long a session check is reused (the server's 10 s unless given). */
  sessionCacheTtlMs?: number;
  /** ESCO and O*NET installed into a data directory (`createOccupationKnowledge`); the built-in vocabulary by default. */
  occupations?: AppDeps['occupations'];
};

export const testSchedulerToken = 'test-scheduler-token-0123456789abcdef';

/** Scheduling for tests: a recording queue unless one is given (pass createTaskQueue() to start a job runner on it). */
export function testScheduling(overrides: Partial<Scheduling> & { pushOrigins?: string[] } = {}): Scheduling {
  // Without pushOrigins, the browsers' known push services (as in production); nothing is sent to them in tests.
  const { pushOrigins, ...rest } = overrides;
  return {
    queue: recordingTaskQueue(),
    token: testSchedulerToken,
    mailer: undefined,
    push: createPushSender({
      keys: vapidKeysFor('test-secret-that-is-long-enough-0123456789'),
      subject: 'mailto:seeker@example.com',
      allowedOrigins: pushOrigins,
    }),
    ...rest,
  };
}

export async function createTestApp(database: Database, options: TestAppOptions = {}) {
  const {
    overrides = {},
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-')),
    webDistDir,
    documents = warmDocumentReader(),
    renderer = warmDocumentRenderer(),
    logger,
    sources,
    research,
    llm,
    scheduling = testScheduling(),
  } = options;
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
  const auth = createAuth(database.db, {
    ...config,
    secret: 'test-secret-that-is-long-enough-0123456789',
    rateLimit: config.authRateLimit ?? false,
    files,
    logger,
    ...(options.sessionCacheTtlMs === undefined ? {} : { sessionCacheTtlMs: options.sessionCacheTtlMs }),
  });
  const app = await buildApp({
    config,
    database,
    auth,
    files,
    signingSecret: 'test-signing-secret',
    webDistDir,
    documents,
    renderer,
    // The reader's one-second deadline is production's guard against pages built to be slow; a test that
    // is not about it must not depend on a busy machine meeting it (a 2 MB page takes a second there).
    // page-read-deadline.api.test.ts holds the deadline itself.
    pages: options.pages ?? createPageReader({ timeoutMs: 20_000 }),
    logger,
    sources: sources ?? noTestJobSources(),
    ...(research ? { research } : {}),
    llm,
    scheduling,
    ...(options.occupations ? { occupations: options.occupations } : {}),
  });
  await app.ready();
  return app;
}
