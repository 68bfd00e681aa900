import { healthSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../db/client';
import { describeError } from '../../http/describe-error';

export const healthRoutes: FastifyPluginAsyncZod<{ sql: SqlExecutor }> = async (app, { sql }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      try {
        await sql.executeSql('select 1');
        return { status: 'ok', database: 'ok' } as const;
      } catch (error) {
        app.log.error({ error: describeError(error) }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', database: 'unreachable' });
      }
    },
  );
};
