import {
  browserTimeZoneQuerySchema,
  browserZoneOf,
  errorBodySchema,
  preferencesResponseSchema,
  preferencesSchema,
  userIdParamsSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ScheduleDeps } from '../scheduled-searches';
import { getPreferences } from '../../db/saved-preferences';
import { savePreferences } from './save-preferences';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export const preferencesRoutes: FastifyPluginAsyncZod<ScheduleDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/api/users/:userId/preferences',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['preferences'],
        summary: 'Read saved job preferences (defaults with saved=false when none)',
        params: userIdParamsSchema,
        querystring: browserTimeZoneQuerySchema,
        response: { 200: preferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return getPreferences(db, user.id, browserZoneOf(request.query));
    },
  );

  app.put(
    '/api/users/:userId/preferences',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['preferences'],
        summary: 'Save job preferences; also creates or updates the scheduled search',
        params: userIdParamsSchema,
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return { saved: true, preferences: await savePreferences(deps, user.id, request.body) };
    },
  );
};
