import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Preferences } from '@seeker/contract';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import type { JobSources } from '../../src/job-sources/job-sources';
import { startFakeJobSources, type FakeJobSources } from '../fakes/fake-job-sources';
import { fakeJobSourcesFor } from './job-sources';
import type { SignedIn } from './sign-in';
import { createTestApp, testOrigin } from './test-app';
import { databaseTargets, openTestDatabase, resetDatabase, type DatabaseTargetName } from './test-database';

export type SearchContext = { app: App; database: Database; fake: FakeJobSources; sources: JobSources; target: DatabaseTargetName };

/**
 * Like describeWithApp, with every job source pointed at one loopback fake (reset before each test); once per
 * database engine, or on the `targets` given (`oneDatabaseTarget()` for what no engine changes: a link's reading,
 * an adapter over HTTP).
 */
export function describeWithSources(
  name: string,
  options: Parameters<typeof fakeJobSourcesFor>[1],
  suite: (ctx: SearchContext) => void,
  targets: DatabaseTargetName[] = databaseTargets(),
) {
  for (const target of targets) {
    describe(`${name} [${target}]`, () => {
      const ctx = { target } as SearchContext;
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
      beforeAll(async () => {
        ctx.database = await openTestDatabase(target);
        ctx.fake = await startFakeJobSources();
        ctx.sources = fakeJobSourcesFor(ctx.fake, options);
        ctx.app = await createTestApp(ctx.database, { filesDir, sources: ctx.sources });
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
        ctx.fake.set({});
        ctx.fake.requests.length = 0;
      });
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.fake?.close();
        await ctx.database?.close();
        fs.rmSync(filesDir, { recursive: true, force: true });
      });
      suite(ctx);
    });
  }
}

export async function savePreferences(app: App, who: SignedIn, preferences: Preferences) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/users/${who.userId}/preferences`,
    headers: { cookie: who.cookie, origin: testOrigin },
    payload: preferences,
  });
  if (response.statusCode !== 200) throw new Error(`saving preferences failed: ${response.statusCode} ${response.body}`);
}

export async function runSearch(app: App, who: SignedIn, body: object = { user_id: who.userId }) {
  return app.inject({ method: 'POST', url: '/api/agents/run-job-search', headers: { cookie: who.cookie, origin: testOrigin }, payload: body });
}
