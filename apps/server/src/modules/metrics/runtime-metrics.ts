import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** Seconds, from a millisecond up: a piece of work on the embedded database takes a few ms, a stall seconds. */
const buckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/**
 * Node's own figures for this process (prom-client's defaults): CPU, memory, heap, handles, garbage collection pauses
 * (`nodejs_gc_duration_seconds`, by kind) and the event loop's delay (`nodejs_eventloop_lag_p50_seconds`, `_p99_`,
 * `_max_`…, sampled every 10 ms, over the time since the previous scrape). Made once per process: its monitor and
 * observer run for the process's life, however many apps a test builds.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 10, gcDurationBuckets: buckets });
  }
  return processRegistry;
}

/**
 * How long each piece of work (a statement or a transaction) waited for the embedded database and how long it held
 * it, by priority (priority-gate.ts): where a request's time goes when the one connection is busy. Undefined on
 * PostgreSQL, which has its own statistics.
 */
export function databaseQueueMetrics(database: Pick<Database, 'observeQueue'>): Registry | undefined {
  if (!database.observeQueue) return undefined;
  const registry = new Registry();
  const waited = new Histogram({
    name: 'seeker_db_queue_wait_seconds',
    help: 'Time each statement or transaction waited for its turn on the embedded database, by priority (interactive: a request; background: searches, the job queue).',
    labelNames: ['priority'] as const,
    buckets,
    registers: [registry],
  });
  const held = new Histogram({
    name: 'seeker_db_hold_seconds',
    help: 'Time each statement or transaction held the embedded database (one runs at a time), by priority.',
    labelNames: ['priority'] as const,
    buckets,
    registers: [registry],
  });
  database.observeQueue((priority, waitedMs, heldMs) => {
    waited.observe({ priority }, waitedMs / 1000);
    held.observe({ priority }, heldMs / 1000);
  });
  return registry;
}
