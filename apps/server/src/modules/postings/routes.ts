import { errorBodySchema, jobSourcesResponseSchema, type JobSourceHealth } from '@seeker/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sourceHealth } from '../../db/schema';
import type { JobSources } from '../../job-sources/job-sources';

/** GET /api/job-sources: how each enabled feed and keyed search API answered when last read, for the Job Search screen. */
export const jobSourceRoutes: FastifyPluginAsyncZod<{ db: Db; sources: JobSources }> = async (app, deps) => {
  app.get(
    '/api/job-sources',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['job-search'],
        summary: 'How each feed and keyed search API answered when last read: a feed whose last read failed is named with when and why',
        response: { 200: jobSourcesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      await request.requireUser();
      const adapters = [...deps.sources.enabled('feed'), ...deps.sources.enabled('query')];
      const rows =
        adapters.length === 0
          ? []
          : await deps.db
              .select()
              .from(sourceHealth)
              .where(
                inArray(
                  sourceHealth.key,
                  adapters.map((adapter) => adapter.name),
                ),
              );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      const sources = adapters.map((adapter): JobSourceHealth => {
        const row = byKey.get(adapter.name);
        const failing = row?.status === 'failing' && row.lastErrorAt !== null;
        return {
          name: adapter.name,
          label: adapter.label,
          kind: adapter.kind === 'feed' ? 'feed' : 'query',
          status: failing ? 'failing' : row?.lastSuccessAt ? 'ok' : 'unread',
          lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
          lastFailedAt: row?.lastErrorAt?.toISOString() ?? null,
          error: failing ? (row.lastError ?? 'failed') : null,
        };
      });
      return { sources };
    },
  );
};
