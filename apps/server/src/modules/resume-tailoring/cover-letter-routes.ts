import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import type { Llm } from '@seeker/agents';
import {
  coverLetterSchema,
  errorBodySchema,
  fileFormatQuerySchema,
  jobIdParamsSchema,
  saveCoverLetterRequestSchema,
  writeCoverLetterRequestSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { DocumentRenderer } from '../../rendering/document-renderer';
import { findJobCoverLetter } from './find-cover-letter';
import { saveCoverLetter } from './save-cover-letter';
import { sendCoverLetterFile } from './send-cover-letter-file';
import { toCoverLetter } from './to-cover-letter';
import { writeJobCoverLetter } from './write-job-cover-letter';
import { z } from 'zod/mini';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const coverLetterRoutes: FastifyPluginAsyncZod<{ db: Db; renderer: DocumentRenderer; llm?: Llm; occupations?: OccupationKnowledge }> = async (
  app,
  deps,
) => {
  app.get(
    '/api/jobs/:jobId/cover-letter',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['cover-letters'],
        summary: "The saved job's cover letter; null while none is written",
        params: jobIdParamsSchema,
        response: { 200: z.nullable(coverLetterSchema), ...errors },
      },
    },
    async (request) => {
      const { row } = await findJobCoverLetter(deps.db, (await request.requireUser()).id, request.params.jobId);
      return row ? toCoverLetter(row) : null;
    },
  );

  app.post(
    '/api/jobs/:jobId/cover-letter',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['cover-letters'],
        summary: 'Write the cover letter for a saved job from one of your resumes (or resume text) and the job posting; replaces the one kept',
        params: jobIdParamsSchema,
        body: writeCoverLetterRequestSchema,
        response: { 200: coverLetterSchema, ...errors, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => writeJobCoverLetter(deps, await request.requireUser(), request.params.jobId, request.body),
  );

  app.put(
    '/api/jobs/:jobId/cover-letter',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['cover-letters'],
        summary: "Keep your edits to the job's cover letter",
        params: jobIdParamsSchema,
        body: saveCoverLetterRequestSchema,
        response: { 200: coverLetterSchema, ...errors },
      },
    },
    async (request) => saveCoverLetter(deps.db, (await request.requireUser()).id, request.params.jobId, request.body.text),
  );

  app.get(
    '/api/jobs/:jobId/cover-letter/file',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['cover-letters'],
        summary: "Download the job's cover letter as PDF (default) or DOCX",
        params: jobIdParamsSchema,
        querystring: fileFormatQuerySchema,
        response: { ...errors, 422: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => sendCoverLetterFile(reply, deps, (await request.requireUser()).id, request.params.jobId, request.query.format),
  );
};
