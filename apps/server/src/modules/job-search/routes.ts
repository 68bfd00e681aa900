import {
  agentRunAcceptedSchema,
  agentRunRequestSchema,
  errorBodySchema,
  runJobSearchAcceptedSchema,
  runJobSearchHeadersSchema,
  runJobSearchRequestSchema,
  runJobSearchResponseSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { prefersRespondAsync } from '../../http/prefer';
import { recordAgentRun } from '../agent-runs';
import { assertOwner } from '../auth';
import { loadSearchPreferences } from './load-search-preferences';
import type { SearchRunner } from './search-runner';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

/** The spec's agent routes that start a job search: in the background (onboarding, the Job Search screen) or awaited. */
export const jobSearchRoutes: FastifyPluginAsyncZod<{ db: Db; runner: SearchRunner }> = async (app, { db, runner }) => {
  app.post(
    '/api/agents/run',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: 'Ask the agents to act for the user: starts a job search in the background (progress at /api/agents/runs/{requestId})',
        body: agentRunRequestSchema,
        response: {
          202: agentRunAcceptedSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { context } = request.body;
      assertOwner(user, context.user_id);
      if (context.firebase_uid !== undefined) assertOwner(user, context.firebase_uid);
      // What the session knows wins over what the client claims.
      const requestId = await recordAgentRun(db, user.id, { ...request.body, context: { ...context, is_anonymous: user.isAnonymous } });
      runner.start(user.id, requestId);
      return reply.status(202).send({ status: 'accepted', requestId });
    },
  );

  app.post(
    '/api/agents/run-job-search',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary:
          'Run a job search for the user now: live boards and the postings index, ranked against the saved preferences, saved as a search session',
        description:
          'Answers with the results once the search has run. With `Prefer: respond-async` it answers 202 as soon as the search is recorded, and the search waits its turn behind the queue; follow it at /api/agents/runs?runId={run_id}.',
        headers: runJobSearchHeadersSchema,
        body: runJobSearchRequestSchema,
        response: { 200: runJobSearchResponseSchema, 202: runJobSearchAcceptedSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The answer depends on Prefer, refusals included.
      void reply.header('vary', 'Prefer');
      const user = await request.requireUser();
      assertOwner(user, request.body.user_id);
      // Refused before anything is recorded: a search with nothing to search for changes nothing.
      await loadSearchPreferences(db, user.id);
      const runId = await recordAgentRun(
        db,
        user.id,
        {
          message: 'run-job-search',
          context: { user_id: user.id, is_anonymous: user.isAnonymous, source: 'run-job-search' },
          session_id: `run-job-search-${Date.now()}`,
        },
        new Date(),
        request.body.run_id,
      );
      if (prefersRespondAsync(request.headers.prefer)) {
        // The screen follows the run; the connection is not held for the minutes a busy queue may take.
        runner.start(user.id, runId);
        return reply
          .status(202)
          .header('preference-applied', 'respond-async')
          .header('location', `/api/agents/runs/${encodeURIComponent(runId)}`)
          .send({ status: 'accepted', run_id: runId });
      }
      const result = await runner.run(user.id, runId);
      return {
        session_id: result.sessionId,
        run_id: runId,
        job_listings: { jobs: result.jobs },
        company_research: result.companyResearch,
        sources: result.sources,
      };
    },
  );
};
