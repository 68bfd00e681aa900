import fs from 'node:fs';
import { pino } from 'pino';
import os from 'node:os';
import path from 'node:path';
import type { Preferences } from '@seeker/contract';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { App } from '../../src/app';
import { schedulingParts, type Scheduling } from '../../src/scheduling';
import type { JobSources } from '../../src/job-sources/job-sources';
import type { Database } from '../../src/db/client';
import { startJobRunner, type JobRunner } from '../../src/background-jobs/start-job-runner';
import { createSmtpMailer } from '../../src/modules/notifications';
import { createTaskQueue } from '../../src/modules/scheduler';
import { createLocalFileStore } from '../../src/storage/local';
import { startFakeJobSources, type FakeJobSources } from '../fakes/fake-job-sources';
import { startFakePushService, type FakePushService } from '../fakes/fake-push-service';
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp';
import { acmeFrontend, searchPreferences } from '../fixtures/search-jobs';
import { testScheduling } from './build-test-app';
import { fakeJobSourcesFor } from './job-sources';
import { createTestApp, testOrigin } from './test-app';
import { databaseTargets, openTestDatabase, resetDatabase, type DatabaseTargetName } from './test-database';

export type SchedulingContext = {
  app: App;
  database: Database;
  target: DatabaseTargetName;
  fake: FakeJobSources;
  smtp: FakeSmtp;
  push: FakePushService;
  scheduling: Scheduling;
  sources: JobSources;
  /** The same scheduling parts the app and the job runner build. */
  parts: ReturnType<typeof schedulingParts>;
  /** pg-boss started to queue only: tasks are created, nothing fires by itself (tests fire slots by hand). */
  runner: JobRunner;
};

/** Acme's board answers with the frontend job: a scheduled search for it finds one job. */
export function setUpAcmeBoard(fake: FakeJobSources, jobs = [acmeFrontend]) {
  fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs } } });
}

export function scheduledPreferences(schedule: Partial<Preferences['searchSchedule']> = {}): Preferences {
  const base = searchPreferences({ companies: ['greenhouse:acmerobotics'] });
  return {
    ...base,
    searchSchedule: {
      enabled: true,
      frequency: 'Daily',
      customSchedule: '09:00',
      notificationType: 'Email',
      quietHours: { start: '22:00', end: '22:00' },
      timezone: 'UTC',
      ...schedule,
    },
  };
}

/**
 * A test app with the scheduler's queue started (queue only), a local SMTP server as its mailer,
 * a loopback push service as the only one it sends to, and fake job boards.
 */
export function describeWithScheduling(name: string, suite: (ctx: SchedulingContext) => void) {
  for (const target of databaseTargets()) {
    describe(`${name} [${target}]`, () => {
      const ctx = { target } as SchedulingContext;
      const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));
      beforeAll(async () => {
        ctx.database = await openTestDatabase(target);
        ctx.fake = await startFakeJobSources();
        ctx.smtp = await startFakeSmtp();
        ctx.push = await startFakePushService();
        const sources = fakeJobSourcesFor(ctx.fake, { enabled: ['greenhouse'] });
        ctx.sources = sources;
        ctx.scheduling = testScheduling({
          queue: createTaskQueue(),
          mailer: createSmtpMailer({ url: ctx.smtp.url, from: 'Seeker <jobs@seeker.test>' }),
          pushOrigins: [ctx.push.origin],
        });
        ctx.app = await createTestApp(ctx.database, { filesDir, sources, scheduling: ctx.scheduling });
        ctx.parts = schedulingParts({ db: ctx.database.db, sources }, ctx.scheduling, { publicUrl: testOrigin });
        const silent = pino({ level: 'silent' });
        ctx.runner = await startJobRunner(
          {
            database: ctx.database,
            files: createLocalFileStore(filesDir),
            sources,
            log: silent,
            scheduling: ctx.scheduling,
            config: { publicUrl: testOrigin, scheduledSearchConcurrency: 1 },
          },
          undefined,
          { work: false },
        );
      });
      beforeEach(async () => {
        await resetDatabase(ctx.database);
        ctx.fake.set({});
        ctx.smtp.mails.length = 0;
        ctx.push.deliveries.length = 0;
        ctx.push.answer(201);
      });
      afterAll(async () => {
        await ctx.runner?.stop();
        await ctx.app?.close();
        await Promise.all([ctx.fake?.close(), ctx.smtp?.close(), ctx.push?.close()]);
        await ctx.database?.close();
        fs.rmSync(filesDir, { recursive: true, force: true });
      });
      suite(ctx);
    });
  }
}
