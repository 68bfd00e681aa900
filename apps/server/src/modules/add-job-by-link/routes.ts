import {
  addJobByLinkRequestSchema,
  addJobByLinkResponseSchema,
  browserTimeZoneQuerySchema,
  browserZoneOf,
  errorBodySchema,
  jobDraftSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { JobSources } from '../../job-sources/job-sources';
import type { AddRateLimiter } from '../quotas';
import type { PageReader } from '../../pages/page-reader';
import { addJobByLink } from './add-job-by-link';
import { addTypedInJob } from './add-page-job';
import { installedKnowledge } from '../../taxonomy/installed-knowledge';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import { BoardReadLimiter } from './board-read-limit';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};

export const addJobByLinkRoutes: FastifyPluginAsyncZod<{
  db: Db;
  sources: JobSources;
  pages: PageReader;
  adds: AddRateLimiter;
  occupations: OccupationKnowledge;
}> = async (app, deps) => {
  // Each user's board reads for links, in this app (429 past 5 a minute or 30 an hour).
  const readLimit = new BoardReadLimiter();
  app.post(
    '/api/jobs/from-link',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['saved-jobs'],
        summary:
          "Save the job a job board's page names (Greenhouse, Lever, Ashby, Workable, SmartRecruiters, Recruitee, Personio, Teamtailor, Workday, Breezy HR, BambooHR, Pinpoint, Gem, Manatal, ADP, Eightfold; or a company page showing a Greenhouse or Ashby board), read through that board under its terms, or any other job page's schema.org JobPosting (fetched once, public addresses only; a draft to finish when it is incomplete), ranked against your preferences (201 new, 200 already saved or a draft; 429 past 5 board reads a minute or 30 an hour, boards read within their interval not counted)",
        querystring: browserTimeZoneQuerySchema,
        body: addJobByLinkRequestSchema,
        response: { 200: addJobByLinkResponseSchema, 201: addJobByLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      // The private places JOB_PAGE_TRUSTED_ORIGINS names are read for accounts, never for guests.
      const requester = { guest: user.isAnonymous };
      const result = await addJobByLink(
        {
          ...deps,
          knowledge: await installedKnowledge(deps.occupations),
          readLimit,
          guest: requester.guest,
          fetchPage: (url, signal) => deps.sources.fetchPage(url, requester, signal),
          refusesPage: (url) => deps.sources.refusesPage(url, requester),
        },
        user.id,
        request.body.url,
        browserZoneOf(request.query),
      );
      return reply.status(result.outcome === 'saved' && result.added ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/jobs/typed-in',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['saved-jobs'],
        summary:
          "Save a job as the user finished it in the form (a page's draft from POST /api/jobs/from-link, completed by hand): theirs alone, ranked against their preferences; the same page again refreshes it (201 new, 200 already saved; 409 past the user's added-jobs quota, 429 past 10 a minute or 100 an hour)",
        body: jobDraftSchema,
        response: { 200: addJobByLinkResponseSchema, 201: addJobByLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = await request.requireUser();
      deps.adds.take(id, 'job');
      const result = await addTypedInJob(deps.db, id, request.body, await installedKnowledge(deps.occupations));
      return reply.status(result.added ? 201 : 200).send(result);
    },
  );
};
