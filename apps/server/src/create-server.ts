import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Knowledge } from '@seeker/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { jobQueueNames } from './background-jobs/all-jobs';
import {
  createHttpMetrics,
  createMetricsCollector,
  databaseQueueMetrics,
  metricsRoutes,
  observeRequests,
  processMetrics,
  type HttpMetrics,
} from './modules/metrics';
import { healthRoutes } from './modules/health/routes';
import type { WorkerPoolStats } from './workers/worker-pool';
import { answerClientError } from './http/client-errors';
import { frameworkErrors, registerErrorHandler } from './http/error-handler';
import { requestIdOf, registerRequestId } from './http/request-id';
import { registerRequestPriority } from './http/request-priority';
import { parsingSerializerCompiler } from './http/response-serializer';

type ServerOptions = {
  config: Pick<Config, 'bodyLimitBytes' | 'logLevel' | 'trustProxy'>;
  logger: FastifyBaseLogger | undefined;
  /** The session cookie has its `__Secure-` name (PUBLIC_URL is https): which cookie tells sessions apart. */
  secureCookies?: boolean;
};

/** Fastify as every Seeker process serves it: the JSON logger, request ids, zod schemas, the one error shape. */
export function createServer({ config, logger, secureCookies = false }: ServerOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: config.bodyLimitBytes,
    // Only behind a reverse proxy may X-Forwarded-For decide the client address (rate limits use it).
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler: answerClientError,
    // Signed file tokens are ~150 characters; anything past 512 is refused with 414.
    routerOptions: { maxParamLength: 512 },
    // One line per request is noise at the default level; `LOG_LEVEL=debug` turns it on.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    // The caller's x-request-id when it is safe, else a new one: in every log line of the request (reqId) and its answer.
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(parsingSerializerCompiler);
  registerErrorHandler(app);
  registerRequestId(app);
  registerRequestPriority(app, { secureCookies });
  // On the root instance before any route, so every route (and every 404) is counted.
  const http = createHttpMetrics();
  observeRequests(app, http);
  return { app, http };
}

type ObservabilityOptions = {
  database: Database;
  http: HttpMetrics;
  metricsToken: string | undefined;
  jobRunnerStarted: () => boolean;
  pools: Record<string, () => WorkerPoolStats>;
  knowledge?: () => Knowledge;
};

/** Liveness, readiness and /metrics, and the request counters behind them: the same in every process. */
export async function registerObservability(app: Server, { database, http, metricsToken, jobRunnerStarted, pools, knowledge }: ObservabilityOptions) {
  await app.register(healthRoutes, { sql: database, jobRunnerStarted, knowledge });
  // The database's queue is told to this app's histograms until the app closes (tests build several on one database).
  const queue = databaseQueueMetrics(database);
  if (queue) app.addHook('onClose', async () => queue.stop());
  const registries = [processMetrics(), ...(queue ? [queue.registry] : [])];
  const collector = createMetricsCollector({ sql: database, http, pools, queues: jobQueueNames(), registries, log: app.log });
  await app.register(metricsRoutes, { collector, token: metricsToken });
}

export type Server = ReturnType<typeof createServer>['app'];
