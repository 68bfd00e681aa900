import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** The route label of a request no route matched (a 404, a screen of the web app): never the raw URL. */
export const unmatchedRoute = 'unmatched';

/**
 * The web app's built files under /assets are each a route of their own (@fastify/static, no wildcard) with a
 * hash in its name: one label for all of them, or every release would add a series per file.
 */
export const builtAssetsRoute = '/assets/*';

const routeLabel = (route: string | undefined) => (route === undefined ? unmatchedRoute : route.startsWith('/assets/') ? builtAssetsRoute : route);

export type HttpMetrics = {
  observe: (request: { method: string; route: string | undefined; status: number; seconds: number }) => void;
  /** The two families below, for the scrape to merge with what it reads at scrape time. */
  registry: Registry;
};

/**
 * Requests by method, route template (`/api/jobs/:jobId`, so one series per route whatever the ids) and
 * status, and their latency (Prometheus' default buckets, 5 ms to 10 s). Kept in this process since it started.
 */
export function createHttpMetrics(): HttpMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to answering it, by method and route template.',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  return {
    observe({ method, route, status, seconds }) {
      const labels = { method, route: routeLabel(route) };
      requests.inc({ ...labels, status: String(status) });
      duration.observe(labels, seconds);
    },
    registry,
  };
}

/** Counts every answer of `app` (call on the root instance, before the routes are registered). */
export function observeRequests(app: FastifyInstance, metrics: HttpMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    done();
  });
}
