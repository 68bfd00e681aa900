import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  fileFormatQuerySchema,
  primaryResumeRequestSchema,
  resumeIdParamsSchema,
  resumeLimits,
  resumeListSchema,
  resumeReplaceFormSchema,
  resumeSchema,
  resumeTextSchema,
  resumeUploadFormSchema,
  resumeUploadMetadataSchema,
  signedUrlSchema,
  userIdParamsSchema,
} from '@seeker/contract';
import type { Llm } from '@seeker/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { DocumentReader } from '../../documents/document-reader';
import { validationError, zodIssueDetails } from '../../http/validation-error';
import { AppError } from '../../lib/app-error';
import { createSignedUrl } from '../../storage/signed-file-url';
import { findResumeByToken } from './find-resume-by-token';
import type { FileStore } from '../../storage/file-store';
import { deleteResume } from './delete-resume';
import { findOwnedResume } from './find-owned-resume';
import { listResumes } from './list-resumes';
import { setPrimaryResume } from './primary-resume';
import { replaceResumeFile } from './replace-resume-file';
import { readUploadParts } from './read-upload-parts';
import { sendResumeFile } from './send-resume-file';
import { storedFileOf } from './stored-file-of';
import { uploadResume } from './upload-resume';
import { errors, uploadErrors } from './route-errors';
import { resumeStructureRoutes } from './structure-routes';
import { resumeSuggestionRoutes } from './suggestion-routes';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';

type Options = {
  db: Db;
  files: FileStore;
  documents: DocumentReader;
  signingSecret: string;
  signedUrlTtlSeconds: number;
  /** The configured LLM: it reads each resume's fields once, held to the document (decision 0044); none, the layout reader alone. */
  llm?: Llm | undefined;
  /** ESCO and O*NET, when installed: the check step shows each role's occupation. */
  occupations: OccupationKnowledge;
};

export const resumeRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, files, documents, signingSecret, signedUrlTtlSeconds, llm, occupations },
) => {
  await app.register(multipart, {
    // One file a request; the limit is one byte over 10 MB so "exactly 10 MB" passes and anything more is caught.
    limits: { fileSize: resumeLimits.maxBytes, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 5, headerPairs: 100 },
  });

  app.get(
    '/api/users/:userId/resumes',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['resumes'],
        summary: "List the user's resumes: the primary one first, then newest first",
        params: userIdParamsSchema,
        response: { 200: resumeListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return listResumes(db, user.id);
    },
  );

  app.post(
    '/api/users/:userId/resumes',
    {
      onRequest: app.requireOwnUserParam,
      config: { multipartForm: resumeUploadFormSchema },
      schema: {
        tags: ['resumes'],
        summary:
          'Upload a resume: PDF, DOCX, DOC, ODT, RTF, TXT, or a PNG or JPEG photo read by OCR (multipart: `file`, optional JSON `metadata` {title, keywords})',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: { 201: resumeSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the resume as multipart/form-data');
      const upload = await readUploadParts(request);
      const metadata = resumeUploadMetadataSchema.safeParse(upload.metadata ?? {});
      if (!metadata.success) throw validationError('metadata', zodIssueDetails(metadata.error.issues));
      const resume = await uploadResume(db, files, documents, {
        userId: user.id,
        fileName: upload.fileName,
        bytes: upload.bytes,
        title: metadata.data.title,
        keywords: metadata.data.keywords,
      });
      return reply.status(201).send(resume);
    },
  );

  app.get(
    '/api/resumes/:resumeId/file',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'Download a resume through the owner session',
        params: resumeIdParamsSchema,
        querystring: fileFormatQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      return sendResumeFile(reply, files, await findOwnedResume(db, user, request.params.resumeId), request.query.format);
    },
  );

  app.get(
    '/api/resumes/:resumeId/text',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'The text Seeker read from one of your resumes, to check and correct before tailoring',
        params: resumeIdParamsSchema,
        response: { 200: resumeTextSchema, ...errors },
      },
    },
    async (request) => {
      const row = await findOwnedResume(db, await request.requireUser(), request.params.resumeId);
      return { text: row.text, hasText: row.hasText };
    },
  );

  await app.register(resumeStructureRoutes, { db, llm, occupations });
  await app.register(resumeSuggestionRoutes, { documents });

  app.post(
    '/api/resumes/:resumeId/signed-url',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: `A link to the file that works without a session for ${signedUrlTtlSeconds / 60} minutes`,
        params: resumeIdParamsSchema,
        querystring: fileFormatQuerySchema,
        response: { 200: signedUrlSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const row = await findOwnedResume(db, user, request.params.resumeId);
      storedFileOf(row, request.query.format); // 404 for a DOCX the resume does not have
      return createSignedUrl(signingSecret, row.id, signedUrlTtlSeconds, Date.now(), request.query.format);
    },
  );

  app.get(
    '/api/files/:token',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Download a file by signed URL',
        params: z.object({ token: z.string().min(1).max(512) }),
        response: { 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { row, format } = await findResumeByToken(db, signingSecret, request.params.token);
      return sendResumeFile(reply, files, row, format);
    },
  );

  app.delete(
    '/api/resumes/:resumeId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'Delete a resume: its file and its record',
        params: resumeIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await findOwnedResume(db, user, request.params.resumeId);
      await deleteResume(db, files, request.log, row);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/resumes/:resumeId/file',
    {
      onRequest: app.requireSignIn,
      config: { multipartForm: resumeReplaceFormSchema },
      schema: {
        tags: ['resumes'],
        summary: 'Replace the file of an uploaded resume (multipart: `file`); the record, its title and keywords stay',
        consumes: ['multipart/form-data'],
        params: resumeIdParamsSchema,
        response: { 200: resumeSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      const row = await findOwnedResume(db, user, request.params.resumeId);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload the resume as multipart/form-data');
      const upload = await readUploadParts(request);
      return replaceResumeFile(db, files, documents, request.log, { row, fileName: upload.fileName, bytes: upload.bytes });
    },
  );

  app.put(
    '/api/users/:userId/primary-resume',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['resumes'],
        summary: 'Mark one of the user’s uploaded resumes primary: searches, tailoring and "Fill from my resume" start from it',
        params: userIdParamsSchema,
        body: primaryResumeRequestSchema,
        response: { 200: resumeListSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await setPrimaryResume(db, user.id, await findOwnedResume(db, user, request.body.resumeId));
      return listResumes(db, user.id);
    },
  );
};
