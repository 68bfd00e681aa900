import { editableProfileSchema, errorBodySchema, profileFromResumeSchema, userIdParamsSchema, userProfileSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { getProfile } from './get-profile';
import { fillProfileFromResume } from './profile-from-resume';
import { saveProfile } from './save-profile';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/users/:userId/profile',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['profile'],
        summary: "Read the signed-in user's profile document",
        params: userIdParamsSchema,
        response: { 200: userProfileSchema, ...errors },
      },
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

  app.get(
    '/api/users/:userId/profile/from-resume',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['profile'],
        summary:
          'Skills, experience and education as the primary resume states them, for the Profile form to review; saves nothing (404 without a readable resume)',
        params: userIdParamsSchema,
        response: { 200: profileFromResumeSchema, ...errors },
      },
    },
    async (request) => fillProfileFromResume(db, (await request.requireUser()).id),
  );
};
