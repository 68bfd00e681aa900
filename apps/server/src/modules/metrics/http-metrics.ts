import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type MetricFamily } from '../../lib/prometheus';

/** The route label of a request no route matched (a 404, a screen of the web app): never the raw URL. */
export const unmatchedRoute = 'unmatched';

export type HttpMetrics = {
  observe: (request: { method: string; route: string | undefined; status: number; seconds: number }) => void;
  families: () => MetricFamily[];
};

/**
 * Requests by method, route template (`/api/jobs/:jobId`, so one series per route whatever the ids) and
 * status, and their latency. Kept in this process since it started.
 */
export function createHttpMetrics(): HttpMetrics {
  const requests = new Counter('http_requests_total', 'HTTP requests answered, by method, route template and status code.', [
    'method',
    'route',
    'status',
  ]);
  const duration = new Histogram(
    'http_request_duration_seconds',
    'Time from receiving an HTTP request to answering it, by method and route template.',
    ['method', 'route'],
  );
  return {
    observe({ method, route, status, seconds }) {
      const labels = { method, route: route ?? unmatchedRoute };
      requests.inc({ ...labels, status: String(status) });
      duration.observe(labels, seconds);
    },
    families: () => [requests.family(), duration.family()],
  };
}

/** Counts every answer of `app` (call on the root instance, before the routes are registered). */
export function observeRequests(app: FastifyInstance, metrics: HttpMetrics) {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe({ method: request.method, route: request.routeOptions.url, status: reply.statusCode, seconds: reply.elapsedTime / 1000 });
    done();
  });
}
