import {
  applicationBoardQuerySchema,
  browserTimeZoneQuerySchema,
  browserZoneOf,
  applicationBoardSchema,
  applicationParamsSchema,
  applicationSchema,
  applicationTableQuerySchema,
  applicationTableSchema,
  bulkChangeLimit,
  bulkChangeRequestSchema,
  bulkChangeResponseSchema,
  updateApplicationRequestSchema,
  updatedApplicationSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { foundOccupations, likelyTitleLanguages } from '../../taxonomy/found-occupations';
import type { OccupationKnowledge } from '../../taxonomy/occupation-knowledge';
import { readApplication } from './application/read-application';
import { updateApplication } from './application/update-application';
import { bulkChange } from './board/bulk-change';
import { readBoard } from './board/read-board';
import { readTable } from './board/read-table';
import { applicationExportRoutes } from './exports/export-routes';
import type { AddRateLimiter } from '../quotas';
import { contactRoutes } from './contacts/contact-routes';
import { applicationPartRoutes } from './parts/part-routes';
import { stageRoutes } from './stages/stage-routes';
import { errors, ownJobFirst, tags, userToday } from './route-common';

/** The Application Manager (issue 26): the board, each application's notes, contacts, interviews and follow-ups, and exports. */
type ApplicationRouteOptions = {
  db: Db;
  publicUrl: string;
  adds: AddRateLimiter;
  /** ESCO and O*NET, when installed: an application names its job's occupation. */
  occupations: OccupationKnowledge;
};

export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRouteOptions> = async (app, { db, publicUrl, adds, occupations }) => {
  const preValidation = (request: FastifyRequest) => ownJobFirst(db, request);

  app.get(
    '/api/applications',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The board: your saved jobs by pipeline status (a page per column), the filters, and the funnel',
        querystring: applicationBoardQuerySchema,
        response: { 200: applicationBoardSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return readBoard(db, user.id, request.query, (await userToday(db, user.id, browserZoneOf(request.query))).today);
    },
  );

  app.get(
    '/api/applications/table',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The board as one list: your applications matching the filters, sorted by a column, a page at a time',
        querystring: applicationTableQuerySchema,
        response: { 200: applicationTableSchema, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return readTable(db, user.id, request.query, (await userToday(db, user.id, browserZoneOf(request.query))).today);
    },
  );

  app.post(
    '/api/applications/bulk',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: `Move and/or archive up to ${bulkChangeLimit} of your applications at once: all or none (404 if any is not yours)`,
        body: bulkChangeRequestSchema,
        response: { 200: bulkChangeResponseSchema, ...errors },
      },
    },
    async (request) => bulkChange(db, (await request.requireUser()).id, request.body),
  );

  app.get(
    '/api/applications/:jobId',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'One application: the job, notes, tags, contacts, interviews, follow-ups and its timeline',
        params: applicationParamsSchema,
        querystring: browserTimeZoneQuerySchema,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) => {
      const application = await readApplication(db, (await request.requireUser()).id, request.params.jobId, browserZoneOf(request.query));
      const { title, description } = application.job;
      const [occupation] = (await foundOccupations(occupations, [title], likelyTitleLanguages(description))) ?? [];
      return occupation ? { ...application, occupation } : application;
    },
  );

  app.patch(
    '/api/applications/:jobId',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: "Save an application's notes (autosaved as typed), tags, marks and/or archiving",
        params: applicationParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: updatedApplicationSchema, ...errors },
      },
    },
    async (request) => updateApplication(db, (await request.requireUser()).id, request.params.jobId, request.body),
  );

  // Each application's contacts, interviews and follow-ups (parts/), then the exports (exports/).
  await app.register(applicationPartRoutes, { db, adds });
  await app.register(contactRoutes, { db, adds });
  await app.register(stageRoutes, { db });
  await app.register(applicationExportRoutes, { db, publicUrl });
};
