import {
  confirmStructureQuerySchema,
  confirmedResumeSchema,
  errorBodySchema,
  resumeIdParamsSchema,
  resumeStructureSchema,
  resumeSuggestionsSchema,
  type ResumeStructure,
} from '@seeker/contract';
import type { Llm } from '@seeker/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { foundOccupations, likelyTitleLanguages } from '../../taxonomy/found-occupations';
import { foundSkills } from '../../taxonomy/found-skills';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import { findOwnedResume } from './find-owned-resume';
import { resumeSuggestions } from './resume-suggestions';
import { createStructureReader } from './llm-structure';
import { clearResumeStructure, confirmResumeStructure, resumeStructureOf } from './resume-structure';
import { errors } from './route-errors';

// "Check what Seeker read" (issue 45): the fields read from the file, corrected and confirmed by its owner.
type StructureRouteOptions = { db: Db; llm?: Llm | undefined; occupations: OccupationKnowledge };

export const resumeStructureRoutes: FastifyPluginAsyncZod<StructureRouteOptions> = async (app, { db, llm, occupations }) => {
  const reader = createStructureReader({ db, llm });
  // Each role's occupation and each listed skill's ESCO/O*NET skill, found again on every answer: their owner may
  // have corrected them. Looked up in the resume's language (and English, which titles and skills borrow).
  const withOccupations = async (structure: ResumeStructure, resumeText: string): Promise<ResumeStructure> => {
    const languages = likelyTitleLanguages(resumeText);
    const found = await foundOccupations(
      occupations,
      structure.resume.work.map((role) => role.position),
      languages,
    );
    const skills = await foundSkills(
      occupations,
      structure.resume.skills.map((skill) => skill.name),
      languages,
    );
    return { ...structure, ...(found ? { occupations: found } : {}), ...(skills ? { knownSkills: skills } : {}) };
  };
  const structureErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema };
  app.get(
    '/api/resumes/:resumeId/structure',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary:
          'What Seeker read from one of your resumes as fields (JSON Resume), where each entry came from and what it is unsure of; or the fields you confirmed',
        description:
          "With an LLM configured, the LLM reads the file's fields once (the first time they are asked for) and that reading is stored: each field is kept only where the document writes its words (a date only where the document writes it), merged with the layout reader's and marked unsure where the two differ; `read.problems` says what was left out. When the LLM fails or times out, the answer is the layout reader's alone, with a problem saying so.",
        params: resumeIdParamsSchema,
        response: { 200: resumeStructureSchema, ...structureErrors },
      },
    },
    async (request) => {
      const row = await findOwnedResume(db, await request.requireUser(), request.params.resumeId);
      return withOccupations(await resumeStructureOf(row, { reader, log: request.log }), row.text);
    },
  );

  app.put(
    '/api/resumes/:resumeId/structure',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'Confirm the fields of one of your resumes, as you corrected them: tailoring and "Fill from my resume" read them from now on',
        params: resumeIdParamsSchema,
        querystring: confirmStructureQuerySchema,
        body: confirmedResumeSchema,
        // A body past the server's limit is 413, one not sent as JSON 415: the body parser's answers.
        response: { 200: resumeStructureSchema, ...structureErrors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      const row = await findOwnedResume(db, await request.requireUser(), request.params.resumeId);
      return withOccupations(await confirmResumeStructure(db, row, request.body, request.query.fileVersion, { reader, log: request.log }), row.text);
    },
  );

  app.delete(
    '/api/resumes/:resumeId/structure',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'Forget the fields you confirmed: Seeker reads the file again (unchecked)',
        params: resumeIdParamsSchema,
        response: { 200: resumeStructureSchema, ...structureErrors },
      },
    },
    async (request) => {
      const row = await findOwnedResume(db, await request.requireUser(), request.params.resumeId);
      return withOccupations(await clearResumeStructure(db, row, { reader, log: request.log }), row.text);
    },
  );

  app.get(
    '/api/resumes/:resumeId/suggestions',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['resumes'],
        summary: 'The roles, skills and places one of your resumes offers the preferences wizard: the fields you confirmed, else what Seeker read',
        params: resumeIdParamsSchema,
        response: { 200: resumeSuggestionsSchema, ...structureErrors },
      },
    },
    async (request) => {
      const row = await findOwnedResume(db, await request.requireUser(), request.params.resumeId);
      const { resume } = await resumeStructureOf(row, { reader, log: request.log });
      return resumeSuggestions(resume);
    },
  );
};
