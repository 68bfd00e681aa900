import { agentRunAcceptedSchema, agentRunRequestSchema, errorBodySchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { assertOwner } from '../auth/authorize';
import { recordAgentRun } from './record-agent-run';

export const agentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/agents/run',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: 'Ask the agents to act for the user (recorded and accepted; the job-search issue runs it)',
        body: agentRunRequestSchema,
        response: { 202: agentRunAcceptedSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { context } = request.body;
      assertOwner(user, context.user_id);
      if (context.firebase_uid !== undefined) assertOwner(user, context.firebase_uid);
      // What the session knows wins over what the client claims.
      const requestId = await recordAgentRun(db, user.id, { ...request.body, context: { ...context, is_anonymous: user.isAnonymous } });
      return reply.status(202).send({ status: 'accepted', requestId });
    },
  );
};
