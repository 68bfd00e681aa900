import type { SqlExecutor } from '../../db/client';
import { Registry } from 'prom-client';
import { within } from '../../lib/within';
import type { WorkerPoolStats } from '../../workers/worker-pool';
import { gauge, registerGauges, type GaugeFamily, type Sample } from './gauge-families';
import type { HttpMetrics } from './http-metrics';
import { readQueueStats, type QueueStats } from './pg-boss-queue-stats';
import { readScheduledRunStats, type ScheduledRunStats } from './scheduled-run-stats';
import { lastReadOk, readSourceHealthStats, type SourceHealthStats } from './source-health-stats';

export type MetricsDeps = {
  sql: SqlExecutor;
  http: HttpMetrics;
  /** This process's worker-thread pools by name (the document reader and renderer); none in a worker process. */
  pools: Record<string, () => WorkerPoolStats>;
  /** Every job queue, so each has its series (at 0) before its first job. */
  queues: readonly string[];
  /** Longest a database read may take; past it the scrape answers without that part (2 s). */
  readTimeoutMs?: number;
  /** Registries kept in the process, scraped as they are (the process's own figures, the embedded database's queue). */
  registries?: readonly Registry[];
  /** Where a failed read is said (a warning, once a minute per collector). */
  log?: { warn: (details: object, message: string) => void };
};

export type MetricsCollector = { scrape: () => Promise<string> };

function queueFamilies(stats: QueueStats[], known: readonly string[]): GaugeFamily[] {
  const byQueue = new Map(stats.map((row) => [row.queue, row]));
  const queues = [...new Set([...known, ...byQueue.keys()])].sort();
  const row = (queue: string) => byQueue.get(queue) ?? { queue, created: 0, retry: 0, active: 0, deferred: 0, oldestWaitingSeconds: 0 };
  return [
    gauge(
      'seeker_queue_jobs',
      'Jobs per queue by state: created and retry count jobs that are due and waiting for a worker; active ones are running.',
      ['queue', 'state'],
      queues.flatMap((queue) => (['created', 'retry', 'active'] as const).map((state) => ({ labels: { queue, state }, value: row(queue)[state] }))),
    ),
    gauge(
      'seeker_queue_deferred_jobs',
      'Jobs per queue waiting for a later start time (an upcoming scheduled slot, a retry delay).',
      ['queue'],
      queues.map((queue) => ({ labels: { queue }, value: row(queue).deferred })),
    ),
    gauge(
      'seeker_queue_oldest_waiting_seconds',
      'Seconds the oldest due job of each queue has waited for a worker since it became due; 0 when none waits.',
      ['queue'],
      queues.map((queue) => ({ labels: { queue }, value: row(queue).oldestWaitingSeconds })),
    ),
  ];
}

function scheduledRunFamilies(stats: ScheduledRunStats): GaugeFamily[] {
  return [
    gauge(
      'seeker_scheduled_run_start_lag_seconds',
      'Seconds from a scheduled run’s slot to its start, over the runs started in the last hour: stat is p50, p95 or max (0 with no runs).',
      ['stat'],
      (['p50', 'p95', 'max'] as const).map((stat) => ({ labels: { stat }, value: stats.startLag[stat] })),
    ),
    gauge(
      'seeker_scheduled_runs_last_hour',
      'Scheduled runs started in the last hour, by status now (running, done, failed).',
      ['status'],
      (['running', 'done', 'failed'] as const).map((status) => ({ labels: { status }, value: stats.runs[status] })),
    ),
    gauge('seeker_scheduler_overdue_tasks', 'Live scheduler tasks whose next slot has passed without firing.', [], [{ value: stats.overdueTasks }]),
    gauge(
      'seeker_scheduler_oldest_overdue_seconds',
      'Seconds since the oldest slot that has not fired yet was due; 0 when none is late. Slots fire within seconds while a worker runs.',
      [],
      [{ value: stats.oldestOverdueSeconds }],
    ),
  ];
}

function sourceFamilies(stats: SourceHealthStats[]): GaugeFamily[] {
  const lastOk: Sample[] = [];
  const sinceSuccess: Sample[] = [];
  for (const row of stats) {
    const ok = lastReadOk(row);
    if (ok !== undefined) lastOk.push({ labels: { source: row.source }, value: ok });
    if (row.lastSuccessSeconds !== undefined) sinceSuccess.push({ labels: { source: row.source }, value: row.lastSuccessSeconds });
  }
  return [
    gauge(
      'seeker_source_last_read_ok',
      'Whether the latest read of each job source (for a board platform, of any of its boards) succeeded: 1 yes, 0 failed; absent before the first read. A board answering 404 is not a failure.',
      ['source'],
      lastOk,
    ),
    gauge(
      'seeker_source_last_success_age_seconds',
      'Seconds since each job source was last read successfully; absent if it never was.',
      ['source'],
      sinceSuccess,
    ),
    gauge(
      'seeker_source_entries',
      'A source’s own entry, or a board platform’s company boards, by status (unchecked, active, gone, failing).',
      ['source', 'status'],
      stats.flatMap((row) =>
        (['unchecked', 'active', 'gone', 'failing'] as const).map((status) => ({
          labels: { source: row.source, status },
          value: row.entries[status],
        })),
      ),
    ),
  ];
}

function poolFamilies(pools: MetricsDeps['pools']): GaugeFamily[] {
  const stats = Object.entries(pools).map(([pool, read]) => ({ pool, ...read() }));
  const family = (name: string, help: string, key: keyof WorkerPoolStats) =>
    gauge(
      name,
      help,
      ['pool'],
      stats.map((row) => ({ labels: { pool: row.pool }, value: row[key] })),
    );
  return [
    family('seeker_worker_pool_size', 'Most worker threads each document pool runs at once.', 'size'),
    family('seeker_worker_pool_busy', 'Worker threads of each document pool running (or starting for) a task.', 'busy'),
    family('seeker_worker_pool_threads', 'Worker threads of each document pool alive, busy or idle.', 'threads'),
    family('seeker_worker_pool_queued_tasks', 'Tasks waiting for a worker thread of each document pool.', 'queued'),
  ];
}

/**
 * Reads every metric at scrape time. Database reads (queues, scheduled runs, sources) each answer within
 * `readTimeoutMs` or are left out of that scrape, and `seeker_metrics_collector_up` says which; a read
 * still running is joined, never started twice, so slow scrapes cannot pile queries onto the database.
 */
export function createMetricsCollector({ sql, http, pools, queues, registries = [], readTimeoutMs = 2_000, log }: MetricsDeps): MetricsCollector {
  const inFlight = new Map<string, Promise<GaugeFamily[]>>();
  /** When each collector's failure was last logged: once a minute each, however often Prometheus scrapes. */
  const lastLogged = new Map<string, number>();
  const readers: Record<string, () => Promise<GaugeFamily[]>> = {
    queues: async () => queueFamilies(await readQueueStats(sql), queues),
    scheduled_runs: async () => scheduledRunFamilies(await readScheduledRunStats(sql)),
    sources: async () => sourceFamilies(await readSourceHealthStats(sql)),
  };

  const read = async (name: string, reader: () => Promise<GaugeFamily[]>) => {
    let pending = inFlight.get(name);
    if (!pending) {
      pending = reader().finally(() => inFlight.delete(name));
      inFlight.set(name, pending);
    }
    try {
      return { name, families: await within(pending, readTimeoutMs, `reading ${name} metrics`) };
    } catch (error) {
      if (log && Date.now() - (lastLogged.get(name) ?? 0) > 60_000) {
        lastLogged.set(name, Date.now());
        log.warn(
          { collector: name, error: error instanceof Error ? error.message : String(error) },
          'a metrics collector failed; its metrics are left out',
        );
      }
      return { name, families: undefined };
    }
  };

  return {
    async scrape() {
      const results = await Promise.all(Object.entries(readers).map(([name, reader]) => read(name, reader)));
      // What is read at scrape time goes in a registry of its own, made afresh: a read that failed leaves its families out.
      const scraped = new Registry();
      registerGauges(scraped, [
        ...poolFamilies(pools),
        ...results.flatMap((result) => result.families ?? []),
        gauge(
          'seeker_metrics_collector_up',
          'Whether each database read of this scrape answered in time: 1 yes, 0 failed or timed out (its metrics are missing).',
          ['collector'],
          results.map((result) => ({ labels: { collector: result.name }, value: result.families ? 1 : 0 })),
        ),
      ]);
      return Registry.merge([http.registry, ...registries, scraped]).metrics();
    },
  };
}
