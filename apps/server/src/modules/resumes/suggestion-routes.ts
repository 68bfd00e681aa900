import { resumeSuggestionFormSchema, resumeSuggestionsSchema, userIdParamsSchema } from '@seeker/contract';
import { readStructure } from '@seeker/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentReader } from '../../documents/document-reader';
import { AppError } from '../../lib/app-error';
import { readUploadParts } from './read-upload-parts';
import { resumeSuggestions } from './resume-suggestions';
import { uploadErrors } from './route-errors';
import { readResumeFile } from './upload-resume';

type Options = { documents: DocumentReader };

// The preferences wizard starts from the resume (issue 69): what a resume chosen there offers to take or leave, read
// when it is chosen, not when the wizard finishes (a resume on file: GET /api/resumes/{id}/suggestions, structure-routes.ts).
export const resumeSuggestionRoutes: FastifyPluginAsyncZod<Options> = async (app, { documents }) => {
  app.post(
    '/api/users/:userId/resumes/suggestions',
    {
      onRequest: app.requireOwnUserParam,
      config: { multipartForm: resumeSuggestionFormSchema },
      schema: {
        tags: ['resumes'],
        summary:
          'Read a resume chosen in the preferences wizard for its roles, skills and places to offer; the file is not stored (multipart: `file`)',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        response: { 200: resumeSuggestionsSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the resume as multipart/form-data');
      const upload = await readUploadParts(request);
      // Read under an owner of its own: a suggestion still being read never makes the wizard's upload on Finish wait
      // or answer 429. One suggestion at a time per person, in the same bounded pool as every document.
      const owner = `${user.id}:suggestions`;
      const { text, layout, ocr } = await readResumeFile(documents, { userId: owner, fileName: upload.fileName, bytes: upload.bytes });
      if (!text.trim()) return { roles: [], skills: [], places: [] };
      const { resume } = readStructure(text, { ...(layout ? { layout } : {}), ocr });
      return resumeSuggestions(resume);
    },
  );
};
