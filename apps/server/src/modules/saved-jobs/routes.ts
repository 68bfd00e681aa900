import {
  dashboardSchema,
  errorBodySchema,
  jobIdParamsSchema,
  savedJobSchema,
  jobPageQuerySchema,
  jobPageSchema,
  jobSearchSessionSchema,
  sessionIdParamsSchema,
  updateJobRequestSchema,
  userIdParamsSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { UserDataChanges } from '../../db/user-data-changes';
import { answerConditionally, notModifiedSchema } from '../../http/conditional-get';
import { sendJsonText } from '../../http/send-json-text';
import { clearSearchSession } from './clear-search-session';
import { deleteJob } from './delete-job';
import { createDashboardReader } from './dashboard-reader';
import { getSearchSession } from './get-search-session';
import { listSavedJobs } from './list-saved-jobs';
import { updateJob } from './update-job';
import { findOwnedJob } from './find-owned-job';
import { savedJobFromRow } from './saved-job-shapes';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const savedJobRoutes: FastifyPluginAsyncZod<{ db: Db; changes: UserDataChanges | undefined }> = async (app, { db, changes }) => {
  const dashboards = createDashboardReader(db, changes);
  app.addHook('onClose', async () => dashboards.close());

  app.get(
    '/api/users/:userId/dashboard',
    {
      onRequest: app.requireOwnUserParam,
      onSend: answerConditionally,
      schema: {
        tags: ['saved-jobs'],
        summary: "The dashboard's stat tiles and the first page of saved jobs, in one answer (ETag; 304 to a current If-None-Match)",
        params: userIdParamsSchema,
        response: { 200: dashboardSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => sendJsonText(reply, await dashboards.read((await request.requireUser()).id)),
  );

  app.get(
    '/api/users/:userId/jobs',
    {
      onRequest: app.requireOwnUserParam,
      onSend: answerConditionally,
      schema: {
        tags: ['saved-jobs'],
        summary: "A page of the user's saved jobs, newest search first (ETag; 304 to a current If-None-Match)",
        params: userIdParamsSchema,
        querystring: jobPageQuerySchema,
        response: { 200: jobPageSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request) => listSavedJobs(db, (await request.requireUser()).id, request.query),
  );

  app.get(
    '/api/jobs/:jobId',
    {
      onRequest: app.requireSignIn,
      schema: { tags: ['saved-jobs'], summary: 'One of your saved jobs', params: jobIdParamsSchema, response: { 200: savedJobSchema, ...errors } },
    },
    async (request) => savedJobFromRow(await findOwnedJob(db, (await request.requireUser()).id, request.params.jobId, { lock: false })),
  );

  app.patch(
    '/api/jobs/:jobId',
    {
      onRequest: app.requireSignIn,
      // Another user's job is refused before its body is read: 404, never a 400 about the body.
      preValidation: async (request) => {
        const jobId = (request.params as { jobId?: string }).jobId ?? '';
        if (jobIdParamsSchema.shape.jobId.safeParse(jobId).success) await findOwnedJob(db, (await request.requireUser()).id, jobId, { lock: false });
      },
      schema: {
        tags: ['saved-jobs'],
        summary:
          'Move a job along the pipeline (new → researching → applying → applied → interviewing → offered / rejected) or set its favourite flag',
        params: jobIdParamsSchema,
        body: updateJobRequestSchema,
        response: { 200: savedJobSchema, ...errors },
      },
    },
    async (request) => updateJob(db, (await request.requireUser()).id, request.params.jobId, request.body),
  );

  app.delete(
    '/api/jobs/:jobId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['saved-jobs'],
        summary: 'Delete one job; its search session is saved again without it',
        params: jobIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteJob(db, (await request.requireUser()).id, request.params.jobId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/job-search-sessions/:sessionId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['saved-jobs'],
        summary: 'One search session: its jobs in rank order, how each source answered, how many companies were researched',
        params: sessionIdParamsSchema,
        response: { 200: jobSearchSessionSchema, ...errors },
      },
    },
    async (request) => getSearchSession(db, (await request.requireUser()).id, request.params.sessionId),
  );

  app.delete(
    '/api/job-search-sessions/:sessionId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['saved-jobs'],
        summary:
          'Clear All: delete a search session, its company research and the jobs never touched; jobs on the pipeline or favourited stay (409 while its search still runs)',
        params: sessionIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await clearSearchSession(db, (await request.requireUser()).id, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
};
