import { editableProfileSchema, errorBodySchema, userIdParamsSchema, userProfileSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getProfile } from './get-profile';
import { saveProfile } from './save-profile';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/users/:userId/profile',
    {
      onRequest: app.requireOwnUserParam,
      schema: { tags: ['profile'], summary: "Read the signed-in user's profile document", params: userIdParamsSchema, response: { 200: userProfileSchema, ...errors } },
    },
    async (request) => getProfile(db, (await request.requireUser()).id),
  );

  app.put(
    '/api/users/:userId/profile',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['profile'],
        summary: 'Save the Profile screen: name, title, location, about, skills, experience, education and links (each list replaced whole)',
        params: userIdParamsSchema,
        body: editableProfileSchema,
        response: { 200: userProfileSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => saveProfile(db, (await request.requireUser()).id, request.body),
  );
};
