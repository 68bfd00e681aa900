import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acmeRobotics, globex, startFakeResearchSources, type FakeResearchSources } from '@seeker/agents/testing';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { createResearchSources } from '../../src/research-sources/research-sources';
import { researchSettings, researchEnvShape } from '../../src/research-sources/research-settings';
import { z } from 'zod';
import { startFakeJobSources, type FakeJobSources } from '../fakes/fake-job-sources';
import { fakeJobSourcesFor } from './job-sources';
import { createTestApp, testOrigin } from './test-app';
import { databaseTargets, openTestDatabase, resetDatabase, type DatabaseTargetName } from './test-database';

export type ResearchContext = { app: App; database: Database; jobs: FakeJobSources; research: FakeResearchSources; target: DatabaseTargetName };

/** Research settings from environment variables, as config.ts reads them, pointed at the loopback fake. */
export function fakeResearchSourcesFor(
  fake: FakeResearchSources,
  { ratings = true, env = {} }: { ratings?: boolean; env?: Record<string, string> } = {},
) {
  const parsed = z.object(researchEnvShape).parse({
    WIKIDATA_API_URL: fake.urls.wikidata,
    WIKIPEDIA_API_URL: fake.urls.wikipedia,
    GLASSDOOR_API_URL: fake.urls.ratings,
    ...(ratings ? { GLASSDOOR_RAPIDAPI_KEY: fake.ratingsKey } : {}),
    ...env,
  });
  const { settings, problems } = researchSettings(parsed);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // The fake company sites live on the Wikidata fake's origin, which the configuration names.
  return createResearchSources(settings, testOrigin);
}

/** Like describeWithSources, with Acme Robotics and Globex known to loopback research sources too. */
export function describeWithResearch(name: string, options: { ratings?: boolean }, suite: (ctx: ResearchContext) => void) {
  for (const target of databaseTargets()) {
    describe(`${name} [${target}]`, () => {
      const ctx = { target } as ResearchContext;
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
      beforeAll(async () => {
        ctx.database = await openTestDatabase(target);
        ctx.jobs = await startFakeJobSources();
        ctx.research = await startFakeResearchSources([acmeRobotics, globex]);
        ctx.app = await createTestApp(ctx.database, {
          filesDir,
          sources: fakeJobSourcesFor(ctx.jobs, { enabled: ['greenhouse', 'remotive'] }),
          research: fakeResearchSourcesFor(ctx.research, options),
        });
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
        ctx.jobs.set({});
        ctx.research.fail([]);
        ctx.research.requests.length = 0;
      });
      afterAll(async () => {
        await ctx.app?.close();
        await ctx.jobs?.close();
        await ctx.research?.close();
        await ctx.database?.close();
        fs.rmSync(filesDir, { recursive: true, force: true });
      });
      suite(ctx);
    });
  }
}
