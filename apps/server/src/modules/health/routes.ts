import { healthSchema, type Knowledge } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied, type SqlExecutor } from '../../db/client';
import { describeError } from '../../http/describe-error';
import { within } from '../../lib/within';

export type HealthOptions = {
  sql: SqlExecutor;
  /** Whether this process's job runner has started (or, in ROLE=api, its queue): readiness waits for it. */
  jobRunnerStarted: () => boolean;
  /** Which knowledge of occupations serves (the API's processes say; a worker's health check leaves it out). */
  knowledge?: () => Knowledge;
  /** Longest a readiness check waits on the database (2 s). */
  checkTimeoutMs?: number;
};

const liveSchema = z.object({ status: z.literal('ok') });

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  reason: z.string().optional().describe('What is not ready yet, when status is not_ready'),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    jobRunner: z.enum(['started', 'starting']),
  }),
});
type Readiness = z.infer<typeof readinessSchema>;

async function readiness(
  { sql, jobRunnerStarted, checkTimeoutMs = 2_000 }: HealthOptions,
  log: { warn: (details: object, message: string) => void },
): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', jobRunner: jobRunnerStarted() ? 'started' : 'starting' };
  const reasons: string[] = [];
  try {
    await within(sql.executeSql('select 1'), checkTimeoutMs, 'the database check');
    const applied = await within(migrationsApplied(sql), checkTimeoutMs, 'the migrations check').catch(() => undefined);
    if (applied !== true) {
      checks.migrations = applied === false ? 'pending' : 'unknown';
      reasons.push(applied === false ? 'database migrations are not all applied' : 'could not read which migrations are applied');
    }
  } catch (error) {
    checks.database = 'unreachable';
    checks.migrations = 'unknown';
    // The details (an address, a driver message) go to the log, not to whoever asks.
    log.warn({ error: describeError(error) }, 'readiness check: database unreachable');
    reasons.push('the database is unreachable');
  }
  if (checks.jobRunner === 'starting') reasons.push('the job runner is still starting');
  return reasons.length === 0 ? { status: 'ready', checks } : { status: 'not_ready', reason: reasons.join('; '), checks };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const { sql } = options;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness, database reachability, and which knowledge of occupations is in use (with its attribution)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const knowledge = options.knowledge?.();
      try {
        await sql.executeSql('select 1');
        return { status: 'ok', database: 'ok', knowledge } as const;
      } catch (error) {
        app.log.error({ error: describeError(error) }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', database: 'unreachable', knowledge });
      }
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up and its event loop answers (no database call)',
        description: 'Always 200 while the process runs; restart the process (container) only when this fails.',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' }) as const,
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers, every migration is applied, and the job runner has started',
        description: 'Send traffic (or count this worker in) only while this is 200; 503 says what is not ready in `reason`.',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const result = await readiness(options, app.log);
      return reply.status(result.status === 'ready' ? 200 : 503).send(result);
    },
  );
};
