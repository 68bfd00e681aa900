import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { allJobs } from '../src/background-jobs/all-jobs';
import { startJobRunner, type JobRunner } from '../src/background-jobs/start-job-runner';
import { createTaskQueue } from '../src/modules/scheduler';
import { createLocalFileStore } from '../src/storage/local';
import type { App } from '../src/app';
import { startFakeJobSources, type FakeJobSources } from './fakes/fake-job-sources';
import { fakeJobSourcesFor } from './support/job-sources';
import { capturedLogger } from './support/observability';
import { scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, testOrigin, testScheduling } from './support/test-app';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

/** A request body in two chunks, 50 ms apart. */
function slowly(text: string) {
  const bytes = new TextEncoder().encode(text);
  const half = Math.floor(bytes.length / 2);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(bytes.slice(0, half));
      await new Promise((resolve) => setTimeout(resolve, 50));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

for (const target of databaseTargets()) {
  describe(`one request id from the API to the worker [${target}]`, () => {
    let database: Database;
    let fake: FakeJobSources;
    let app: App;
    let runner: JobRunner;
    const api = capturedLogger();
    const worker = capturedLogger();
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeker-files-'));

    beforeAll(async () => {
      database = await openTestDatabase(target);
      await resetDatabase(database);
      fake = await startFakeJobSources();
      const sources = fakeJobSourcesFor(fake, { enabled: ['greenhouse'] });
      const scheduling = testScheduling({ queue: createTaskQueue() });
      app = await createTestApp(database, { sources, scheduling, logger: api.logger, overrides: { logLevel: 'debug' } });
      // The worker: its own logger, running only the scheduler's slots.
      runner = await startJobRunner(
        {
          database,
          files: createLocalFileStore(filesDir),
          sources,
          log: worker.logger,
          scheduling,
          config: { publicUrl: testOrigin, scheduledSearchConcurrency: 1 },
        },
        allJobs(1).filter((job) => job.name === 'scheduler-task-slot'),
      );
    });
    afterAll(async () => {
      await runner?.stop();
      await app?.close();
      await fake?.close();
      await database?.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    });

    it('carries the x-request-id of the request that queued a job into the worker’s log lines for that job', async () => {
      setUpAcmeBoard(fake);
      const alice = await signInAsGuest(app);
      const requestId = 'req-schedule-7f3a';
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const saved = await fetch(`${address}/api/users/${alice.userId}/preferences`, {
        method: 'PUT',
        headers: { cookie: alice.cookie, origin: testOrigin, 'content-type': 'application/json', 'x-request-id': requestId },
        // Every minute: the first slot is under a minute away, so the worker may run it now (not hours early).
        // Sent in two parts a moment apart: the body arrives in the socket's callbacks, after the request's first hooks.
        body: slowly(JSON.stringify(scheduledPreferences({ frequency: 'Custom', customSchedule: '* * * * *', notificationType: 'None' }))),
        duplex: 'half',
      } as RequestInit);
      expect(saved.status).toBe(200);
      expect(saved.headers.get('x-request-id')).toBe(requestId);
      expect(api.lines.some((line) => line.reqId === requestId && line.msg === 'request completed')).toBe(true);

      // The queued slot carries the id; it is due at the next minute: make it due now.
      const { rows: queued } = await database.executeSql(`SELECT id, data FROM pgboss.job WHERE name = 'scheduler-task-slot' AND state = 'created'`);
      expect(queued).toHaveLength(1);
      const slotJob = queued[0] as { id: string; data: { requestId?: string } };
      expect(slotJob.data.requestId).toBe(requestId);
      await database.executeSql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [slotJob.id]);

      const deadline = Date.now() + 30_000;
      let state = '';
      while (Date.now() < deadline) {
        const { rows } = await database.executeSql(`SELECT state FROM pgboss.job WHERE id = $1`, [slotJob.id]);
        state = (rows[0] as { state: string } | undefined)?.state ?? 'gone';
        if (state === 'completed' || state === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(state).toBe('completed');

      const jobLines = worker.lines.filter((line) => line.jobId === slotJob.id);
      expect(jobLines.map((line) => line.msg)).toEqual(['job started', 'job finished']);
      expect(jobLines.every((line) => line.reqId === requestId && line.job === 'scheduler-task-slot')).toBe(true);
      // The run happened, and the next slot it queued carries the same id onward.
      const { rows: next } = await database.executeSql(`SELECT data FROM pgboss.job WHERE name = 'scheduler-task-slot' AND state = 'created'`);
      expect(next.map((row) => (row as { data: { requestId?: string } }).data.requestId)).toEqual([requestId]);
      // Nothing the worker logged for this job went out under another id.
      expect(worker.lines.filter((line) => line.jobId === slotJob.id && line.reqId !== requestId)).toEqual([]);
    });
  });
}
