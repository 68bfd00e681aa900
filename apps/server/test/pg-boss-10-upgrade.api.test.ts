import { pino } from 'pino';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { defineJob } from '../src/background-jobs/job-definition';
import { startJobRunner, type JobRunner } from '../src/background-jobs/start-job-runner';
import { createJobSources } from '../src/job-sources/job-sources';
import { noJobSources } from '../src/job-sources/source-settings';
import { createTaskQueue, slotQueueName } from '../src/modules/scheduler';
import { createLocalFileStore } from '../src/storage/local';
import { testScheduling } from './support/build-test-app';
import { testOrigin } from './support/test-app';
import { databaseTargets, openTestDatabase } from './support/test-database';

// A database whose job queue pg-boss 10 made (decision 0018): pg-boss 12 cannot migrate it, so the runner
// sets it aside, lets pg-boss 12 install its own, and moves over what was still to run.
const pgBoss10Queue = fs.readFileSync(new URL('./fixtures/pg-boss-10-queue.sql', import.meta.url), 'utf8');

for (const target of databaseTargets()) {
  describe(`a pg-boss 10 job queue [${target}]`, () => {
    let database: Database;
    let runner: JobRunner;
    const logged: object[] = [];
    const rows = async (sql: string) => (await database.executeSql(sql)).rows as Record<string, unknown>[];

    beforeAll(async () => {
      database = await openTestDatabase(target);
      await database.executeSql(pgBoss10Queue);
      expect(await rows('SELECT version FROM pgboss.version')).toEqual([{ version: 24 }]);
      runner = await startJobRunner(
        {
          database,
          files: createLocalFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'))),
          sources: createJobSources(noJobSources(testOrigin)),
          log: Object.assign(pino({ level: 'silent' }), { info: (details: object) => void logged.push(details) }),
          scheduling: testScheduling({ queue: createTaskQueue() }),
          config: { publicUrl: testOrigin, scheduledSearchConcurrency: 1 },
        },
        [defineJob({ name: slotQueueName, payload: z.unknown(), concurrency: 1, handle: async () => {} })],
        // Queue only: what was carried over stays where it was put.
        { work: false },
      );
    }, 60_000);
    afterAll(async () => {
      await runner?.stop();
      await database?.close();
    });

    it('starts pg-boss 12 on a schema of its own and drops the old one', async () => {
      const [{ version }] = (await rows('SELECT version FROM pgboss.version')) as [{ version: number }];
      expect(version).toBeGreaterThan(24);
      expect(await rows("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1")).toEqual([{ nspname: 'pgboss' }]);
      expect(logged).toEqual([{ carriedOver: 3, dropped: 1 }]);
    });

    it('queues again, under the same ids, the jobs still to run: waiting, retrying, and cut off while running', async () => {
      const jobs = await rows(
        `SELECT id, name, data, state, start_after, singleton_key, retry_limit, retry_delay, expire_seconds FROM pgboss.job ORDER BY id`,
      );
      expect(jobs.map(({ id, name, state }) => [id, name, state])).toEqual([
        ['11111111-1111-5111-a111-111111111111', slotQueueName, 'created'],
        ['22222222-2222-5222-a222-222222222222', slotQueueName, 'created'],
        ['33333333-3333-5333-a333-333333333333', slotQueueName, 'created'],
      ]);
      const [waiting, retrying, cutOff] = jobs as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>];
      expect(waiting).toMatchObject({
        data: { taskId: '11111111', slot: '2030-01-01T09:00:00.000Z' },
        singleton_key: '11111111',
        retry_limit: 2,
        retry_delay: 30,
        expire_seconds: 300,
      });
      expect(new Date(waiting.start_after as string).toISOString()).toBe('2030-01-01T09:00:00.000Z');
      expect(new Date(retrying.start_after as string).toISOString()).toBe('2030-01-02T09:00:00.000Z');
      // The job a stopped server was running runs again at once, as after a crash.
      expect(Math.abs(new Date(cutOff.start_after as string).getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('queues new slots beside them, and the same slot once', async () => {
      const slot = new Date('2030-03-01T09:00:00.000Z');
      await runner.boss.insert(slotQueueName, [{ id: '11111111-1111-5111-a111-111111111111', data: {} }]);
      const queue = createTaskQueue();
      queue.attach(runner.boss);
      await queue.queueSlot('task-a', slot);
      await queue.queueSlot('task-a', slot);
      const [{ n }] = (await rows(`SELECT count(*)::int AS n FROM pgboss.job`)) as [{ n: number }];
      expect(n).toBe(4);
    });
  });
}
