import type { Llm } from '@seeker/agents';
import {
  errorBodySchema,
  jobIdParamsSchema,
  jobResearchResponseSchema,
  openRolesSchema,
  openRolesWeeks,
  researchCompanyParamsSchema,
  researchSessionQuerySchema,
  researchSessionResponseSchema,
  runJobResearchRequestSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ResearchSources } from '../../research-sources/research-sources';
import { deleteCompanyResearch } from './delete-company-research';
import { openRolesOverTime } from './open-roles-over-time';
import { findJobResearch } from './find-job-research';
import { findResearchSession } from './find-research-session';
import { researchJobCompany } from './research-job-company';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const companyResearchRoutes: FastifyPluginAsyncZod<{ db: Db; research: ResearchSources; llm?: Llm | undefined }> = async (app, deps) => {
  app.get(
    '/api/company-research',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['company-research'],
        summary: "One search session's company research: the one asked for, else the latest; null when there is none",
        querystring: researchSessionQuerySchema,
        response: { 200: researchSessionResponseSchema, ...errors },
      },
    },
    async (request) => ({ session: await findResearchSession(deps.db, (await request.requireUser()).id, request.query.sessionId) }),
  );

  app.delete(
    '/api/company-research/:sessionId/companies/:companyId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['company-research'],
        summary: "Delete Research: remove one company's research from a session",
        params: researchCompanyParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCompanyResearch(deps.db, (await request.requireUser()).id, request.params.sessionId, request.params.companyId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/company-research/:sessionId/companies/:companyId/open-roles',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['company-research'],
        summary: `A researched company's open roles in the shared index, week by week over the last ${openRolesWeeks} weeks (null before the index began)`,
        params: researchCompanyParamsSchema,
        response: { 200: openRolesSchema, ...errors },
      },
    },
    async (request) => openRolesOverTime(deps.db, (await request.requireUser()).id, request.params.sessionId, request.params.companyId),
  );

  app.get(
    '/api/jobs/:jobId/company-research',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['company-research'],
        summary: "The research of a saved job's company, from the job's search session; null until researched",
        params: jobIdParamsSchema,
        response: { 200: jobResearchResponseSchema, ...errors },
      },
    },
    async (request) => findJobResearch(deps.db, (await request.requireUser()).id, request.params.jobId),
  );

  app.post(
    '/api/jobs/:jobId/company-research',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['company-research'],
        summary:
          "Research a saved job's company now (Wikidata, Wikipedia, its website, the ratings provider when configured, the search's postings) and keep it with the job's search; `refresh` skips facts cached within COMPANY_RESEARCH_TTL_HOURS",
        params: jobIdParamsSchema,
        body: runJobResearchRequestSchema,
        response: { 200: jobResearchResponseSchema, ...errors },
      },
    },
    async (request) => researchJobCompany(deps, (await request.requireUser()).id, request.params.jobId, { refresh: request.body.refresh ?? false }),
  );
};
