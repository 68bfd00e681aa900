import { errorBodySchema, jobIdParamsSchema, tailoringRecordSchema, tailorResumeRequestSchema, tailorResumeResponseSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTailoring } from './find-tailoring';
import { tailorResumeForUser, type TailoringDeps } from './tailor-resume-for-user';
import { z } from 'zod/mini';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const resumeTailoringRoutes: FastifyPluginAsyncZod<TailoringDeps> = async (app, deps) => {
  app.post(
    '/api/agents/tailor-resume',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['agents', 'resume-tailoring'],
        summary:
          "Tailor the caller's resume to a job description: analysed before and after, rewritten without invented facts, stored as PDF and DOCX (progress at /api/agents/runs/{run_id}/events)",
        body: tailorResumeRequestSchema,
        response: {
          200: tailorResumeResponseSchema,
          ...errors,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => tailorResumeForUser(deps, await request.requireUser(), request.body),
  );

  app.get(
    '/api/resume-tailoring/:jobId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resume-tailoring'],
        summary: 'The newest tailored resume made for one of your saved jobs (spec resumeTailoring/{jobId}); null while none is made',
        params: jobIdParamsSchema,
        response: { 200: z.nullable(tailoringRecordSchema), ...errors },
      },
    },
    async (request) => findTailoring(deps.db, (await request.requireUser()).id, request.params.jobId),
  );
};
