import { describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../../db/client';
import { createHttpMetrics } from './http-metrics';
import { createMetricsCollector } from './metrics-collector';
import { lastReadOk } from './source-health-stats';

const pool = () => ({ size: 2, busy: 1, threads: 2, queued: 3 });

/** A database whose every query waits until `release` is called; counts the queries started. */
function stalledDatabase() {
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  const sql: SqlExecutor = {
    executeSql: (text) => {
      started.push(text);
      return new Promise((resolve) => waiting.push(() => resolve({ rows: [] })));
    },
  };
  return { sql, started, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const line = (text: string, prefix: string) => text.split('\n').find((candidate) => candidate.startsWith(prefix));

describe('createMetricsCollector', () => {
  it('answers within the read timeout when the database hangs, saying which reads are missing', async () => {
    const database = stalledDatabase();
    const http = createHttpMetrics();
    http.observe({ method: 'GET', route: '/api/health', status: 200, seconds: 0.01 });
    const collector = createMetricsCollector({ sql: database.sql, http, pools: { 'document-reader': pool }, queues: ['q'], readTimeoutMs: 50 });
    const started = Date.now();
    const text = await collector.scrape();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(line(text, 'http_requests_total{')).toBe('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(line(text, 'seeker_worker_pool_busy{')).toBe('seeker_worker_pool_busy{pool="document-reader"} 1');
    expect(line(text, 'seeker_worker_pool_queued_tasks{')).toBe('seeker_worker_pool_queued_tasks{pool="document-reader"} 3');
    for (const collectorName of ['queues', 'scheduled_runs', 'sources'])
      expect(text).toContain(`seeker_metrics_collector_up{collector="${collectorName}"} 0`);
    expect(text).not.toContain('seeker_queue_jobs');
    database.release();
  });

  it('joins a read still running instead of starting it again, so slow scrapes do not pile up queries', async () => {
    const database = stalledDatabase();
    const collector = createMetricsCollector({ sql: database.sql, http: createHttpMetrics(), pools: {}, queues: [], readTimeoutMs: 20 });
    await collector.scrape();
    const afterFirst = database.started.length;
    expect(afterFirst).toBe(4); // queues, runs, overdue slots, sources
    await collector.scrape();
    expect(database.started).toHaveLength(afterFirst);
    database.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Once they have answered, the next scrape reads afresh.
    await collector.scrape();
    expect(database.started).toHaveLength(afterFirst * 2);
    database.release();
  });

  it('logs a failing read once a minute per collector, naming it and why, however often it is scraped', async () => {
    const sql: SqlExecutor = {
      executeSql: async (text) => {
        if (text.includes('scheduler_tasks')) throw new Error('column "cancelled_at" does not exist');
        return { rows: [] };
      },
    };
    const warnings: object[] = [];
    const collector = createMetricsCollector({
      sql,
      http: createHttpMetrics(),
      pools: {},
      queues: [],
      log: { warn: (details) => warnings.push(details) },
    });
    await collector.scrape();
    await collector.scrape();
    expect(warnings).toEqual([{ collector: 'scheduled_runs', error: 'column "cancelled_at" does not exist' }]);
  });

  it('reports a failing read as down and keeps the rest', async () => {
    const sql: SqlExecutor = {
      executeSql: async (text) => {
        if (text.includes('pgboss.job')) throw new Error('relation "pgboss.job" does not exist');
        if (text.includes('source_health')) return { rows: [] };
        if (text.includes('scheduler_tasks')) return { rows: [{ overdue: 2, oldest: 30.5 }] };
        return { rows: [{ running: 1, done: 2, failed: 0, p50: 1.5, p95: 4, max: 9 }] };
      },
    };
    const text = await createMetricsCollector({ sql, http: createHttpMetrics(), pools: {}, queues: ['q'] }).scrape();
    expect(text).toContain('seeker_metrics_collector_up{collector="queues"} 0');
    expect(text).toContain('seeker_metrics_collector_up{collector="scheduled_runs"} 1');
    expect(text).toContain('seeker_scheduled_run_start_lag_seconds{stat="max"} 9');
    expect(text).toContain('seeker_scheduler_oldest_overdue_seconds 30.5');
    expect(text).toContain('seeker_scheduled_runs_last_hour{status="done"} 2');
  });

  it('gives every known queue its series, at 0 before its first job', async () => {
    const sql: SqlExecutor = {
      executeSql: async (text) =>
        text.includes('pgboss.job')
          ? { rows: [{ name: 'busy', created: 4, retry: 1, active: 2, deferred: 7, oldest: 12.5 }] }
          : { rows: text.includes('source_health') ? [] : [{}] },
    };
    const text = await createMetricsCollector({ sql, http: createHttpMetrics(), pools: {}, queues: ['idle', 'busy'] }).scrape();
    const queueLines = text.split('\n').filter((candidate) => candidate.startsWith('seeker_queue_'));
    expect(queueLines).toEqual([
      'seeker_queue_jobs{queue="busy",state="created"} 4',
      'seeker_queue_jobs{queue="busy",state="retry"} 1',
      'seeker_queue_jobs{queue="busy",state="active"} 2',
      'seeker_queue_jobs{queue="idle",state="created"} 0',
      'seeker_queue_jobs{queue="idle",state="retry"} 0',
      'seeker_queue_jobs{queue="idle",state="active"} 0',
      'seeker_queue_deferred_jobs{queue="busy"} 7',
      'seeker_queue_deferred_jobs{queue="idle"} 0',
      'seeker_queue_oldest_waiting_seconds{queue="busy"} 12.5',
      'seeker_queue_oldest_waiting_seconds{queue="idle"} 0',
    ]);
  });
});

describe('lastReadOk', () => {
  it('is 1 when the newest read succeeded, 0 when it failed, undefined before any', () => {
    expect(lastReadOk({ lastSuccessSeconds: 10, lastFailureSeconds: 100 })).toBe(1);
    expect(lastReadOk({ lastSuccessSeconds: 100, lastFailureSeconds: 10 })).toBe(0);
    expect(lastReadOk({ lastSuccessSeconds: 10, lastFailureSeconds: undefined })).toBe(1);
    expect(lastReadOk({ lastSuccessSeconds: undefined, lastFailureSeconds: 10 })).toBe(0);
    expect(lastReadOk({ lastSuccessSeconds: undefined, lastFailureSeconds: undefined })).toBeUndefined();
  });
});
