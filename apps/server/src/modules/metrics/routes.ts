import crypto from 'node:crypto';
import { errorBodySchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { Registry } from 'prom-client';
import type { MetricsCollector } from './metrics-collector';

export type MetricsRouteOptions = {
  collector: MetricsCollector;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`; unset, /metrics is open. */
  token: string | undefined;
};

/** Compares hashes of equal length, so the time taken says nothing about how much of the token matched. */
function sameToken(given: string, expected: string) {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

function bearerMatches(header: string | undefined, token: string) {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match !== null && sameToken(match[1]!, token);
}

const exposition = z.string().describe('Prometheus text exposition format 0.0.4 (text/plain; version=0.0.4)');

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRouteOptions> = async (app, { collector, token }) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['observability'],
        summary: 'Prometheus metrics: HTTP requests and latency, job queues, scheduled-run lag, source health, worker pools',
        description:
          'For a Prometheus scraper, not for people. With METRICS_TOKEN set it needs `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without it, anyone who reaches the server may read it.',
        // The 401 is documented only when it can happen: without a token the route is public (the route harness reads this).
        response: { 200: exposition, ...(token ? { 401: errorBodySchema } : {}) },
      },
    },
    async (request, reply) => {
      if (token && !bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', 'Metrics need the header Authorization: Bearer <METRICS_TOKEN>.');
      }
      const text = await collector.scrape();
      return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
    },
  );
};
