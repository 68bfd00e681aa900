import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { createTestApp, type TestAppOverrides, type TestContext } from './build-test-app';
export { oneDatabaseTarget } from './test-database';
export { createTestApp, testOrigin, testScheduling, testSchedulerToken, type TestAppOptions, type TestContext } from './build-test-app';
import { databaseTargets, openTestDatabase, resetDatabase } from './test-database';
import type { SourceName } from '@seeker/agents';
import { startFakeJobSources, type FakeJobSources, type FakeJobSourcesSetup } from '../fakes/fake-job-sources';
import { fakeJobSourcesFor } from './job-sources';

/** Job sources the suite's app reads, on a loopback fake serving this setup. */
export type SuiteSources = FakeJobSourcesSetup & { enabled: SourceName[] };

/**
 * Runs a suite once per database engine (PGlite, and PostgreSQL when TEST_DATABASE_URL is set; or the given ones),
 * with one database per file and emptied tables before each test.
 */
export function describeWithApp(
  name: string,
  suite: (ctx: TestContext) => void,
  overrides: TestAppOverrides = {},
  targets = databaseTargets(),
  sources?: SuiteSources,
) {
  for (const target of targets) {
    describe(`${name} [${target}]`, () => {
      const ctx = { target } as TestContext;
      let fake: FakeJobSources | undefined;
      beforeAll(async () => {
        ctx.database = await openTestDatabase(target);
        ctx.filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
        fake = sources ? await startFakeJobSources(sources) : undefined;
        ctx.app = await createTestApp(ctx.database, {
          overrides,
          filesDir: ctx.filesDir,
          ...(fake && sources ? { sources: fakeJobSourcesFor(fake, { enabled: sources.enabled }) } : {}),
        });
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
      });
      afterAll(async () => {
        await ctx.app?.close();
        await fake?.close();
        await ctx.database?.close();
        fs.rmSync(ctx.filesDir, { recursive: true, force: true });
      });
      suite(ctx);
    });
  }
}
