import { agentRunStatusSchema, errorBodySchema, runIdParamsSchema, runLookupQuerySchema, runLookupSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { findOwnedRun, findRunIfAny } from './find-owned-run';
import { streamRunEvents } from './stream-run-events';
import { AppError } from '../../lib/app-error';
import { OpenCounter } from '../../lib/open-counter';

/** Progress streams one person may hold open at once. */
export const maxOpenStreamsPerUser = 4;

export const streamMessages = {
  tooMany: `You have ${maxOpenStreamsPerUser} progress streams open already (in other tabs or windows). Close one, then try again.`,
} as const;

/** Reading a run the user started (a search, a tailoring, a cover letter): found, polled, or streamed as it goes. */
export const agentRunRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/agents/runs',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary:
          'Look up one of your runs by id: none while its start request is still on its way (a client polls this without a 404 before the run is recorded)',
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

  // Each open stream polls the database: a few per person (tabs), not hundreds.
  const openStreams = new OpenCounter(maxOpenStreamsPerUser);
  app.get(
    '/api/agents/runs/:runId/events',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents'],
        summary:
          "A run's progress as server-sent events (each source answered or failed, index queried, ranked, saved, done/failed); resumes after Last-Event-ID. 404 at once for a run that is not yours or not recorded yet (GET /api/agents/runs?runId= says when it is)",
        params: runIdParamsSchema,
        headers: z.object({
          'last-event-id': z
            .string()
            .regex(/^\d{1,9}$/)
            .optional(),
        }),
        response: {
          200: z.string().describe('text/event-stream: `id: {seq}`, `event: {stage}`, `data: {SearchEvent JSON}`'),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const read = () => findOwnedRun(db, user.id, request.params.runId);
      // Looked up once, before any polling: someone else's run, or one not recorded (yet), is a 404 now.
      // Waiting for it held a request polling the database every 250 ms for 5 s, which anyone could open by the hundred.
      const first = await read();
      const after = request.headers['last-event-id'] === undefined ? -1 : Number(request.headers['last-event-id']);
      const release = openStreams.tryTake(user.id);
      if (!release) throw new AppError('RATE_LIMITED', streamMessages.tooMany);
      const stream = streamRunEvents(read, first, after, (stop) => request.raw.once('close', stop));
      stream.once('close', release);
      request.raw.once('close', release);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(stream as never);
    },
  );
};
