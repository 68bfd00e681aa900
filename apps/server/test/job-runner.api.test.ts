import { afterAll, beforeAll, expect, it } from 'vitest';
import { pino } from 'pino';
import { z } from 'zod';
import { cleanupExpiredSessions } from '../src/background-jobs/cleanup-expired-sessions.handler';
import { defineBatchJob, defineJob } from '../src/background-jobs/job-definition';
import { startJobRunner, type JobRunner } from '../src/background-jobs/start-job-runner';
import { createJobSources } from '../src/job-sources/job-sources';
import { noJobSources } from '../src/job-sources/source-settings';
import { createLocalFileStore } from '../src/storage/local';
import { session } from '../src/db/schema';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';
import { testScheduling } from './support/build-test-app';
import { createTaskQueue } from '../src/modules/scheduler';

describeWithApp('job runner', (ctx) => {
  let runner: JobRunner;
  const seen: unknown[] = [];
  const batches: number[][] = [];

  beforeAll(async () => {
    const silent = pino({ level: 'silent' });
    const sources = createJobSources(noJobSources('http://localhost:3000'));
    const deps = {
      database: ctx.database,
      files: createLocalFileStore(ctx.filesDir),
      sources,
      log: silent,
      scheduling: testScheduling({ queue: createTaskQueue() }),
      config: { publicUrl: testOrigin, scheduledSearchConcurrency: 1 },
    };
    runner = await startJobRunner(deps, [
      defineJob({ name: 'test-echo', payload: z.object({ hello: z.string() }), concurrency: 2, handle: async (_deps, data) => void seen.push(data) }),
      defineBatchJob({
        name: 'test-batch',
        payload: z.object({ n: z.number() }),
        concurrency: 1,
        batchSize: 4,
        handleBatch: async (_deps, items) => {
          batches.push(items.map((item) => item.payload.n));
          return items.map((item) => (item.payload.n === 2 ? { error: new Error('two fails') } : {}));
        },
      }),
    ]);
  });
  afterAll(async () => {
    await runner?.stop();
  });

  it('runs a queued job on this database', async () => {
    await runner.boss.send('test-echo', { hello: 'world' });
    const deadline = Date.now() + 15_000;
    while (seen.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([{ hello: 'world' }]);
  });

  it('hands a batch queue its jobs together and settles each on its own: one failing, or malformed, fails alone', async () => {
    const ids = await runner.boss.insert(
      'test-batch',
      [{ data: { n: 1 } }, { data: { n: 2 } }, { data: { n: 'three' } }, { data: { n: 4 } }].map((job) => ({ ...job, retryLimit: 0 })),
      { returnId: true },
    );
    expect(ids).toHaveLength(4);
    const states = async () => Promise.all(ids!.map(async (id) => (await runner.boss.getJobById('test-batch', id))?.state));
    const deadline = Date.now() + 15_000;
    while ((await states()).some((state) => state !== 'completed' && state !== 'failed') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await states()).toEqual(['completed', 'failed', 'failed', 'completed']);
    // The malformed one never reached the handler; the rest came in one batch (in no set order).
    expect(batches.map((batch) => [...batch].sort())).toEqual([[1, 2, 4]]);
  });

  it('sweeps expired sessions and keeps live ones', async () => {
    const live = await signInAsGuest(ctx.app);
    const expired = await signInAsGuest(ctx.app);
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.userId));
    expect(await cleanupExpiredSessions(ctx.database.db)).toEqual({ sessions: 1, verifications: 0 });
    const rest = await ctx.database.db.select({ userId: session.userId }).from(session);
    expect(rest).toEqual([{ userId: live.userId }]);
  });
});
