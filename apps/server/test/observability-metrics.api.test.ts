import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { sourceHealth } from '../src/db/schema';
import { createTaskQueue } from '../src/modules/scheduler';
import { capturedLogger, scrape } from './support/observability';
import { parseMetrics } from './support/parse-metrics';
import { createTestApp, describeWithApp, testScheduling } from './support/test-app';
import { openTestDatabase } from './support/test-database';
import { signInAsGuest } from './support/sign-in';

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

  it('shows the event loop’s delay since the last scrape, garbage collection pauses, and each statement’s wait for the embedded database and hold of it', async () => {
    await scrape(ctx.app);
    // Half a second the event loop cannot turn: the next scrape's maximum delay shows it, the one after no more.
    // (The monitor measures from its first tick after a scrape: the loop turns a few times first.)
    await new Promise((resolve) => setTimeout(resolve, 40));
    const blockedUntil = performance.now() + 500;
    while (performance.now() < blockedUntil);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = await scrape(ctx.app);
    expect(after.types).toMatchObject({ nodejs_eventloop_lag_p99_seconds: 'gauge', nodejs_gc_duration_seconds: 'histogram' });
    expect(after.value('nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.45);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const next = await scrape(ctx.app);
    expect(next.value('nodejs_eventloop_lag_max_seconds')).toBeLessThan(0.45);
    // The histogram no scrape resets still holds the stall: a tick over a quarter second late.
    const overQuarter = (metrics: typeof next) =>
      metrics.value('seeker_event_loop_delay_seconds_count')! - metrics.value('seeker_event_loop_delay_seconds_bucket', { le: '0.25' })!;
    expect(overQuarter(next)).toBeGreaterThanOrEqual(1);
    expect(overQuarter(await scrape(ctx.app))).toBe(overQuarter(next));

    const held = after.value('seeker_db_hold_seconds_count', { priority: 'interactive' }) ?? 0;
    // Another app on the same database, opened and closed, takes nothing of this one's figures.
    await (await createTestApp(ctx.database)).close();
    await signInAsGuest(ctx.app);
    const later = await scrape(ctx.app);
    if (ctx.database.kind === 'postgres') {
      // PostgreSQL keeps its own statistics; there is no queue in front of it.
      expect(later.find('seeker_db_hold_seconds_count')).toEqual([]);
      return;
    }
    expect(later.types).toMatchObject({ seeker_db_hold_seconds: 'histogram', seeker_db_queue_wait_seconds: 'histogram' });
    expect(later.value('seeker_db_hold_seconds_count', { priority: 'interactive' })).toBeGreaterThan(held);
    expect(later.value('seeker_db_queue_wait_seconds_count', { priority: 'interactive' })).toBe(
      later.value('seeker_db_hold_seconds_count', { priority: 'interactive' }),
    );
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
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'ok' });
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
