import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client';

/** Seconds, from a millisecond up: a piece of work on the embedded database takes a few ms, a stall seconds. */
const buckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;
/** How often the event loop's own delay is sampled for `seeker_event_loop_delay_seconds`. */
const tickMs = 10;

/**
 * Node's own figures for this process (prom-client's defaults): CPU, memory, heap, handles, garbage collection pauses
 * (`nodejs_gc_duration_seconds`, by kind) and the event loop's delay (`nodejs_eventloop_lag_p50_seconds`, `_p99_`,
 * `_max_`…, sampled every 10 ms, over the time since the previous scrape by anyone), with our own histogram of it
 * that no scrape resets (`seeker_event_loop_delay_seconds`). Made once per process: its monitors and observer run for
 * the process's life, however many apps a test builds.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: tickMs, gcDurationBuckets: buckets });
    // prom-client's delay figures restart at every scrape (by any scraper); this histogram only grows, so two
    // scrapers, or a rate over any window, each see every stall.
    const delay = new Histogram({
      name: 'seeker_event_loop_delay_seconds',
      help: `How late the event loop ran a timer due every ${tickMs} ms, since the process started: a stall of the whole process shows here.`,
      buckets,
      registers: [processRegistry],
    });
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      delay.observe(Math.max(0, now - last - tickMs) / 1000);
      last = now;
    }, tickMs).unref();
  }
  return processRegistry;
}

/**
 * How long each piece of work (a statement or a transaction) waited for the embedded database and how long it held
 * it, by priority (priority-gate.ts): where a request's time goes when the one connection is busy. Undefined on
 * PostgreSQL, which has its own statistics.
 */
export function databaseQueueMetrics(database: Pick<Database, 'observeQueue'>): { registry: Registry; stop: () => void } | undefined {
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
  const stop = database.observeQueue((priority, waitedMs, heldMs) => {
    waited.observe({ priority }, waitedMs / 1000);
    held.observe({ priority }, heldMs / 1000);
  });
  return { registry, stop };
}
