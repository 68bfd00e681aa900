import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { scheduledSearchRuns, schedulerTasks, sourceHealth } from '../src/db/schema';
import { allJobs } from '../src/background-jobs/all-jobs';
import { startJobRunner, type JobRunner } from '../src/background-jobs/start-job-runner';
import { createTaskQueue } from '../src/modules/scheduler';
import { createLocalFileStore } from '../src/storage/local';
import type { App } from '../src/app';
import { startFakeJobSources, type FakeJobSources } from './fakes/fake-job-sources';
import { fakeJobSourcesFor } from './support/job-sources';
import { parseMetrics } from './support/parse-metrics';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest } from './support/sign-in';
import { createTestApp, describeWithApp, testOrigin, testScheduling } from './support/test-app';
import { databaseTargets, openTestDatabase, resetDatabase } from './support/test-database';

const scrape = async (app: App, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  return parseMetrics(response.body);
};

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

/** A pino logger whose JSON lines land in `lines`. */
function capturedLogger(level = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describeWithApp('metrics, liveness and readiness', (ctx) => {
  it('answers /metrics in the text format 0.0.4 and counts requests by route template and status, never by raw URL', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const before = parseMetrics(response.body);
    expect(before.types).toMatchObject({ http_requests_total: 'counter', http_request_duration_seconds: 'histogram' });

    const health = { method: 'GET', route: '/api/health', status: '200' };
    const healthBefore = before.value('http_requests_total', health) ?? 0;
    const durationBefore = before.value('http_request_duration_seconds_count', { method: 'GET', route: '/api/health' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const rawId = 'some-user-id-123';
    expect((await ctx.app.inject({ method: 'GET', url: `/api/users/${rawId}/profile` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/42' })).statusCode).toBe(404);

    const after = await scrape(ctx.app);
    expect(after.value('http_requests_total', health)).toBe(healthBefore + 3);
    expect(after.value('http_request_duration_seconds_count', { method: 'GET', route: '/api/health' })).toBe(durationBefore + 3);
    const buckets = after.find('http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health' });
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: durationBefore + 3 });
    expect(buckets.map((bucket) => bucket.value)).toEqual([...buckets.map((bucket) => bucket.value)].sort((a, b) => a - b));
    expect(after.value('http_request_duration_seconds_sum', { method: 'GET', route: '/api/health' })).toBeGreaterThan(0);
    expect(after.value('http_requests_total', { method: 'GET', route: '/api/users/:userId/profile', status: '401' })).toBe(1);
    expect(after.value('http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // The scrape before this one is counted too.
    expect(after.value('http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBeGreaterThanOrEqual(1);
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).not.toContain(rawId);
    expect(text).not.toContain('no-such-route');
  });

  it('shows the document worker pools, and the job gauges it could not read (no queue schema in this app) as down', async () => {
    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_worker_pool_size', { pool: 'document-reader' })).toBe(2);
    expect(metrics.value('seeker_worker_pool_size', { pool: 'document-renderer' })).toBe(1);
    expect(metrics.value('seeker_worker_pool_busy', { pool: 'document-reader' })).toBe(0);
    expect(metrics.value('seeker_worker_pool_queued_tasks', { pool: 'document-renderer' })).toBe(0);
    // This app never started pg-boss: the queue read fails, the scrape still answers, and says so.
    expect(metrics.value('seeker_metrics_collector_up', { collector: 'queues' })).toBe(0);
    expect(metrics.find('seeker_queue_jobs')).toEqual([]);
    expect(metrics.value('seeker_metrics_collector_up', { collector: 'scheduled_runs' })).toBe(1);
    expect(metrics.value('seeker_metrics_collector_up', { collector: 'sources' })).toBe(1);
  });

  it('reports each source’s last read and the seconds since its last success, boards taken together per platform', async () => {
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await ctx.database.db.insert(sourceHealth).values([
      { key: 'remotive', source: 'remotive', origin: 'source', status: 'active', lastSuccessAt: ago(60), lastErrorAt: ago(3600) },
      { key: 'remoteok', source: 'remoteok', origin: 'source', status: 'failing', lastSuccessAt: ago(7200), lastErrorAt: ago(30) },
      { key: 'jobicy', source: 'jobicy', origin: 'source', status: 'failing', lastErrorAt: ago(30) },
      { key: 'greenhouse:a', source: 'greenhouse', origin: 'directory', boardSlug: 'a', status: 'active', lastSuccessAt: ago(600) },
      // A board answering 404 is gone, not a failure of Greenhouse.
      { key: 'greenhouse:b', source: 'greenhouse', origin: 'guess', boardSlug: 'b', status: 'gone', lastErrorAt: ago(5) },
      { key: 'lever:c', source: 'lever', origin: 'directory', boardSlug: 'c' },
    ]);
    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_source_last_read_ok', { source: 'remotive' })).toBe(1);
    expect(metrics.value('seeker_source_last_read_ok', { source: 'remoteok' })).toBe(0);
    expect(metrics.value('seeker_source_last_read_ok', { source: 'jobicy' })).toBe(0);
    expect(metrics.value('seeker_source_last_read_ok', { source: 'greenhouse' })).toBe(1);
    expect(metrics.value('seeker_source_last_read_ok', { source: 'lever' })).toBeUndefined();
    expect(metrics.value('seeker_source_last_success_age_seconds', { source: 'remotive' })).toBeGreaterThanOrEqual(59);
    expect(metrics.value('seeker_source_last_success_age_seconds', { source: 'remotive' })).toBeLessThan(120);
    expect(metrics.value('seeker_source_last_success_age_seconds', { source: 'greenhouse' })).toBeGreaterThanOrEqual(599);
    expect(metrics.value('seeker_source_last_success_age_seconds', { source: 'jobicy' })).toBeUndefined();
    expect(metrics.value('seeker_source_entries', { source: 'greenhouse', status: 'gone' })).toBe(1);
    expect(metrics.value('seeker_source_entries', { source: 'lever', status: 'unchecked' })).toBe(1);
  });

  it('is open without METRICS_TOKEN (no 401 documented), and wants the bearer token when one is set', async () => {
    const openDoc = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, { get: { responses: object } }> };
    expect(Object.keys(openDoc.paths['/metrics']!.get.responses)).toEqual(['200']);

    const token = 'metrics-token-0123456789abcdef-0123456789';
    const app = await createTestApp(ctx.database, { overrides: { metricsToken: token } });
    try {
      for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`, token]) {
        const refused = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(refused.statusCode, String(authorization)).toBe(401);
        expect(refused.json()).toEqual({
          error: { code: 'UNAUTHENTICATED', message: 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.' },
        });
        expect(refused.headers['www-authenticate']).toBe('Bearer');
      }
      const metrics = await scrape(app, { authorization: `Bearer ${token}` });
      expect(metrics.value('http_requests_total', { method: 'GET', route: '/metrics', status: '401' })).toBe(5);
      const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, { get: { responses: object } }> };
      expect(Object.keys(doc.paths['/metrics']!.get.responses).sort()).toEqual(['200', '401']);
    } finally {
      await app.close();
    }
  });

  it('answers liveness without the database and readiness with it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobRunner: 'started' } });
    // The old health route answers as before.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is not ready while the job runner starts, nor while a migration is missing', async () => {
    const starting = await createTestApp(ctx.database, { scheduling: testScheduling({ queue: createTaskQueue() }) });
    try {
      const response = await starting.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        reason: 'the job runner is still starting',
        checks: { database: 'ok', migrations: 'ok', jobRunner: 'starting' },
      });
    } finally {
      await starting.close();
    }
    // As if the newest migration had not been applied (another process still migrating, an older backup).
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await ctx.database.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ reason: 'database migrations are not all applied', checks: { migrations: 'pending' } });
    } finally {
      await ctx.database.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('is not ready once the database is closed, and still live', async () => {
    // A second connection to this engine's database (PostgreSQL: the same one, not dropped; PGlite: a fresh copy).
    const database: Database =
      ctx.target === 'pglite' ? await openTestDatabase('pglite') : await openDatabase({ kind: 'postgres', url: ctx.database.connectionString! });
    const app = await createTestApp(database);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'not_ready',
        reason: 'the database is unreachable',
        checks: { database: 'unreachable', migrations: 'unknown', jobRunner: 'started' },
      });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      // The scrape answers without the database too.
      const metrics = await scrape(app);
      expect(metrics.value('seeker_metrics_collector_up', { collector: 'sources' })).toBe(0);
      expect(metrics.value('http_requests_total', { method: 'GET', route: '/api/health/ready', status: '503' })).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('answers with the caller’s safe x-request-id, or a new one, and logs the request under it', async () => {
    const given = await ctx.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'edge-42.a_B' } });
    expect(given.headers['x-request-id']).toBe('edge-42.a_B');
    for (const unsafe of ['has space', 'x'.repeat(65), 'semi;colon', '']) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': unsafe } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(fresh.statusCode).toBe(404);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const { logger, lines } = capturedLogger();
    const app = await createTestApp(ctx.database, { logger, overrides: { logLevel: 'debug' } });
    try {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-me-1' } });
      const requestLines = lines.filter((line) => line.reqId === 'trace-me-1');
      expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    } finally {
      await app.close();
    }
  });
});

describeWithScheduling('metrics of the job queues and scheduled runs', (ctx) => {
  it('counts due, running and deferred jobs per queue, with the oldest due job’s wait', async () => {
    const alice = await signInAsGuest(ctx.app);
    // A daily schedule: its first slot is queued for later (deferred), not waiting.
    await savePreferences(ctx.app, alice, scheduledPreferences({ notificationType: 'None' }));
    // Nothing works these queues here (queue-only runner): a job sent now waits.
    const waiting = await ctx.runner.boss.send('sweep-abandoned-guests', {});
    await ctx.database.executeSql(`UPDATE pgboss.job SET start_after = now() - interval '90 seconds' WHERE id = $1`, [waiting]);

    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_metrics_collector_up', { collector: 'queues' })).toBe(1);
    expect(metrics.types.seeker_queue_jobs).toBe('gauge');
    expect(metrics.value('seeker_queue_jobs', { queue: 'sweep-abandoned-guests', state: 'created' })).toBe(1);
    expect(metrics.value('seeker_queue_jobs', { queue: 'sweep-abandoned-guests', state: 'active' })).toBe(0);
    expect(metrics.value('seeker_queue_oldest_waiting_seconds', { queue: 'sweep-abandoned-guests' })).toBeGreaterThanOrEqual(90);
    expect(metrics.value('seeker_queue_oldest_waiting_seconds', { queue: 'sweep-abandoned-guests' })).toBeLessThan(150);
    expect(metrics.value('seeker_queue_deferred_jobs', { queue: 'scheduler-task-slot' })).toBeGreaterThanOrEqual(1);
    expect(metrics.value('seeker_queue_jobs', { queue: 'scheduler-task-slot', state: 'created' })).toBe(0);
    // Every queue has its series, at 0 before its first job.
    for (const job of allJobs(1))
      expect(metrics.find('seeker_queue_jobs', { queue: job.name }).map((sample) => sample.labels.state)).toEqual(['created', 'retry', 'active']);
    await ctx.runner.boss.cancel('sweep-abandoned-guests', waiting!);
  });

  it('reports the start lag of the last hour’s scheduled runs and the slots that are late', async () => {
    setUpAcmeBoard(ctx.fake);
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, scheduledPreferences({ notificationType: 'None' }));
    const [task] = await ctx.database.db.select().from(schedulerTasks);
    const empty = await scrape(ctx.app);
    expect(empty.value('seeker_scheduled_run_start_lag_seconds', { stat: 'max' })).toBe(0);
    expect(empty.value('seeker_scheduler_overdue_tasks')).toBe(0);

    // Three runs started 5, 10 and 60 s after their slots, and one two hours ago (outside the hour).
    const now = Date.now();
    const run = (slotSecondsAgo: number, lagSeconds: number, status: 'done' | 'failed') => ({
      scheduleId: task!.scheduleId,
      userId: alice.userId,
      scheduledFor: new Date(now - slotSecondsAgo * 1000),
      startedAt: new Date(now - (slotSecondsAgo - lagSeconds) * 1000),
      status,
    });
    await ctx.database.db
      .insert(scheduledSearchRuns)
      .values([run(600, 5, 'done'), run(500, 10, 'done'), run(400, 60, 'failed'), run(7200, 300, 'done')]);
    // The task's slot passed two minutes ago and has not fired.
    await ctx.database.db
      .update(schedulerTasks)
      .set({ nextRunAt: new Date(now - 120_000) })
      .where(eq(schedulerTasks.id, task!.id));

    const metrics = await scrape(ctx.app);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'p50' })).toBeCloseTo(10, 3);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'max' })).toBeCloseTo(60, 3);
    expect(metrics.value('seeker_scheduled_run_start_lag_seconds', { stat: 'p95' })).toBeGreaterThan(10);
    expect(metrics.value('seeker_scheduled_runs_last_hour', { status: 'done' })).toBe(2);
    expect(metrics.value('seeker_scheduled_runs_last_hour', { status: 'failed' })).toBe(1);
    expect(metrics.value('seeker_scheduler_overdue_tasks')).toBe(1);
    expect(metrics.value('seeker_scheduler_oldest_overdue_seconds')).toBeGreaterThanOrEqual(120);
  });
});

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
