import { errorBodySchema, userIdParamsSchema, userProfileSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getProfile } from './get-profile';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/users/:userId/profile',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['profile'],
        summary: "Read the signed-in user's profile document",
        params: userIdParamsSchema,
        response: { 200: userProfileSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const profile = await getProfile(db, user.id);
      if (!profile) throw AppError.notFound('User data not found');
      return profile;
    },
  );
};
