import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createServer, registerObservability } from './create-server';
import { AppError } from './lib/app-error';

export type WorkerAppDeps = {
  config: Pick<Config, 'bodyLimitBytes' | 'logLevel' | 'trustProxy'> & Partial<Pick<Config, 'metricsToken'>>;
  database: Database;
  logger?: FastifyBaseLogger;
  jobRunnerStarted: () => boolean;
};

/**
 * What a ROLE=worker process serves on PORT: liveness, readiness and /metrics only, so a container
 * health check and Prometheus reach the worker as they reach the API. Nothing else answers (404).
 */
export async function buildWorkerApp({ config, database, logger, jobRunnerStarted }: WorkerAppDeps) {
  const { app, http } = createServer({ config, logger });
  await registerObservability(app, { database, http, metricsToken: config.metricsToken, jobRunnerStarted, pools: {} });
  app.setNotFoundHandler((request) => {
    throw AppError.notFound(`No route for ${request.method} ${request.url.split('?')[0] ?? '/'}: a worker serves only /api/health and /metrics`);
  });
  return app;
}
