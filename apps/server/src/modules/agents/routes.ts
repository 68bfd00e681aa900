import {
  agentRunAcceptedSchema,
  agentRunRequestSchema,
  agentRunStatusSchema,
  errorBodySchema,
  runIdParamsSchema,
  runLookupQuerySchema,
  runLookupSchema,
  runJobSearchRequestSchema,
  runJobSearchResponseSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { assertOwner } from '../auth/authorize';
import { findOwnedRun, findRunIfAny } from '../job-search/find-owned-run';
import { loadSearchPreferences } from '../job-search/load-search-preferences';
import type { SearchRunner } from '../job-search/search-runner';
import { streamRunEvents } from '../job-search/stream-run-events';
import { recordAgentRun } from './record-agent-run';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };

export const agentRoutes: FastifyPluginAsyncZod<{ db: Db; runner: SearchRunner }> = async (app, { db, runner }) => {
  app.post(
    '/api/agents/run',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: 'Ask the agents to act for the user: starts a job search in the background (progress at /api/agents/runs/{requestId})',
        body: agentRunRequestSchema,
        response: { 202: agentRunAcceptedSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
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
        summary: 'Run a job search for the user now: live boards and the postings index, ranked against the saved preferences, saved as a search session',
        body: runJobSearchRequestSchema,
        response: { 200: runJobSearchResponseSchema, ...errors, 502: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      assertOwner(user, request.body.user_id);
      // Refused before anything is recorded: a search with nothing to search for changes nothing.
      await loadSearchPreferences(db, user.id);
      const runId = await recordAgentRun(
        db,
        user.id,
        { message: 'run-job-search', context: { user_id: user.id, is_anonymous: user.isAnonymous, source: 'run-job-search' }, session_id: `run-job-search-${Date.now()}` },
        new Date(),
        request.body.run_id,
      );
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

  app.get(
    '/api/agents/runs',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: 'Look up one of your runs by id: none while its start request is still on its way (a client polls this without a 404 before the run is recorded)',
        querystring: runLookupQuerySchema,
        response: { 200: runLookupSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const run = await findRunIfAny(db, (await request.requireUser()).id, request.query.runId);
      return { runs: run ? [run] : [] };
    },
  );

  app.get(
    '/api/agents/runs/:runId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: "A run's status and progress events so far (for polling)",
        params: runIdParamsSchema,
        response: { 200: agentRunStatusSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return findOwnedRun(db, user.id, request.params.runId);
    },
  );

  app.get(
    '/api/agents/runs/:runId/events',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary: "A run's progress as server-sent events (each source answered or failed, index queried, ranked, saved, done/failed); resumes after Last-Event-ID",
        params: runIdParamsSchema,
        headers: z.object({ 'last-event-id': z.string().regex(/^\d{1,9}$/).optional() }),
        response: {
          200: z.string().describe('text/event-stream: `id: {seq}`, `event: {stage}`, `data: {SearchEvent JSON}`'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const read = () => findOwnedRun(db, user.id, request.params.runId);
      const first = await read();
      const after = request.headers['last-event-id'] === undefined ? -1 : Number(request.headers['last-event-id']);
      const stream = streamRunEvents(read, first, after, (stop) => request.raw.once('close', stop));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
    },
  );
};
