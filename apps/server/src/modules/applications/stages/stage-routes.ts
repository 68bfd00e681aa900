import {
  applicationParamsSchema,
  applicationStageSchema,
  applicationStagesSchema,
  createStageRequestSchema,
  errorBodySchema,
  setStageRequestSchema,
  setStageResponseSchema,
  stageLimits,
  stageParamsSchema,
  updateStageRequestSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { Db } from '../../../db/client';
import { errors, ownJobFirst, tags } from '../route-common';
import { setStage } from './set-stage';
import { createStage, deleteStage, listStages, updateStage } from './stage-store';

/** Custom stages (decision 0035): the user's own names inside the spec's statuses, and putting a job in one. */
export const stageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/application-stages',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Your stages, by status in pipeline order, then as you ordered them',
        response: { 200: applicationStagesSchema, ...errors },
      },
    },
    async (request) => ({ stages: await listStages(db, (await request.requireUser()).id) }),
  );

  app.post(
    '/api/application-stages',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: `Add a stage at the end of a status (at most ${stageLimits.perStatus} per status; 409 for a name the status has)`,
        body: createStageRequestSchema,
        response: { 201: applicationStageSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createStage(db, (await request.requireUser()).id, request.body)),
  );

  app.patch(
    '/api/application-stages/:stageId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Rename a stage and/or move it within its status (the jobs in it stay in it)',
        params: stageParamsSchema,
        body: updateStageRequestSchema,
        response: { 200: applicationStageSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => updateStage(db, (await request.requireUser()).id, request.params.stageId, request.body),
  );

  app.delete(
    '/api/application-stages/:stageId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Remove a stage: its jobs stay in their status, in no stage',
        params: stageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteStage(db, (await request.requireUser()).id, request.params.stageId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/applications/:jobId/stage',
    {
      onRequest: app.requireSignIn,
      preValidation: (request: FastifyRequest) => ownJobFirst(db, request),
      schema: {
        tags,
        summary: "Put a job in one of your stages (moving it to the stage's status) or in none",
        params: applicationParamsSchema,
        body: setStageRequestSchema,
        response: { 200: setStageResponseSchema, ...errors },
      },
    },
    async (request) => setStage(db, (await request.requireUser()).id, request.params.jobId, request.body.stageId),
  );
};
