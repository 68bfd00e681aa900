import {
  applicationBoardQuerySchema,
  browserTimeZoneQuerySchema,
  browserZoneOf,
  applicationBoardSchema,
  applicationMessages,
  applicationParamsSchema,
  applicationSchema,
  contactParamsSchema,
  contactRequestSchema,
  contactSchema,
  errorBodySchema,
  followUpParamsSchema,
  followUpRequestSchema,
  followUpSchema,
  interviewParamsSchema,
  interviewRequestSchema,
  interviewSchema,
  updateApplicationRequestSchema,
  updatedApplicationSchema,
  updateFollowUpRequestSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { applicationContacts, applicationFollowUps, applicationInterviews } from '../../db/schema';
import { calendarDayIn } from '../../lib/time/calendar-day';
import { findOwnedJob } from '../saved-jobs';
import { readApplication } from './application/read-application';
import { updateApplication } from './application/update-application';
import { readBoard } from './board/read-board';
import { exportApplicationsCsv } from './exports/export-applications-csv';
import { exportInterviewsIcs } from './exports/export-interviews-ics';
import type { AddRateLimiter } from '../quotas';
import { addContact } from './parts/add-contact';
import { addFollowUp } from './parts/add-follow-up';
import { addInterview } from './parts/add-interview';
import { removePart } from './parts/remove-part';
import { updateContact } from './parts/update-contact';
import { updateFollowUp } from './parts/update-follow-up';
import { updateInterview } from './parts/update-interview';
import { userTimeZone } from './user-time-zone';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const limited = { ...errors, 409: errorBodySchema };
/** An add: 409 past the job's own limit, 429 past the user's adds a minute or an hour (quotas/add-rate.ts). */
const adding = { ...limited, 429: errorBodySchema };
const tags = ['applications'];

/** Another user's job is refused before a body is read: 404, never a 400 about the body (as PATCH /api/jobs/{jobId}). */
async function ownJobFirst(db: Db, request: FastifyRequest) {
  const jobId = (request.params as { jobId?: string }).jobId ?? '';
  if (applicationParamsSchema.shape.jobId.safeParse(jobId).success) await findOwnedJob(db, (await request.requireUser()).id, jobId, { lock: false });
}

const download = (reply: FastifyReply, type: string, name: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');

/** The Application Manager (issue 26): the board, each application's notes, contacts, interviews and follow-ups, and exports. */
export const applicationRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string; adds: AddRateLimiter }> = async (app, { db, publicUrl, adds }) => {
  const today = async (userId: string, browserZone: string | undefined) => {
    const timezone = await userTimeZone(db, userId, browserZone);
    return { timezone, today: calendarDayIn(new Date(), timezone) };
  };
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
      return readBoard(db, user.id, request.query, (await today(user.id, browserZoneOf(request.query))).today);
    },
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
    async (request) => readApplication(db, (await request.requireUser()).id, request.params.jobId, browserZoneOf(request.query)),
  );

  app.patch(
    '/api/applications/:jobId',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: "Save an application's notes (autosaved as typed) and/or tags",
        params: applicationParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: updatedApplicationSchema, ...errors },
      },
    },
    async (request) => updateApplication(db, (await request.requireUser()).id, request.params.jobId, request.body),
  );

  app.post(
    '/api/applications/:jobId/contacts',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Add a contact to an application',
        params: applicationParamsSchema,
        body: contactRequestSchema,
        response: { 201: contactSchema, ...adding },
      },
    },
    async (request, reply) => {
      const { id } = await request.requireUser();
      adds.take(id, 'contact');
      return reply.status(201).send(await addContact(db, id, request.params.jobId, request.body));
    },
  );

  app.post(
    '/api/applications/:jobId/interviews',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Add an interview: date and time as your clock shows them (your saved time zone), with its place',
        params: applicationParamsSchema,
        querystring: browserTimeZoneQuerySchema,
        body: interviewRequestSchema,
        response: { 201: interviewSchema, ...adding },
      },
    },
    async (request, reply) => {
      const { id } = await request.requireUser();
      adds.take(id, 'interview');
      return reply.status(201).send(await addInterview(db, id, request.params.jobId, request.body, browserZoneOf(request.query)));
    },
  );

  app.put(
    '/api/applications/:jobId/contacts/:contactId',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Correct a contact: every field as it should read (one left out is cleared)',
        params: contactParamsSchema,
        body: contactRequestSchema,
        response: { 200: contactSchema, ...errors },
      },
    },
    async (request) => {
      const { jobId, contactId } = request.params;
      return updateContact(db, (await request.requireUser()).id, jobId, contactId, request.body);
    },
  );

  app.put(
    '/api/applications/:jobId/interviews/:interviewId',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Correct an interview: date and time in the zone it was entered in (its timezone), with its place',
        params: interviewParamsSchema,
        body: interviewRequestSchema,
        response: { 200: interviewSchema, ...errors },
      },
    },
    async (request) => {
      const { jobId, interviewId } = request.params;
      return updateInterview(db, (await request.requireUser()).id, jobId, interviewId, request.body);
    },
  );

  app.post(
    '/api/applications/:jobId/follow-ups',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Remind me on {date}: sent in-app (and by email or push as your notification type and quiet hours allow) that morning',
        params: applicationParamsSchema,
        querystring: browserTimeZoneQuerySchema,
        body: followUpRequestSchema,
        response: { 201: followUpSchema, ...adding },
      },
    },
    async (request, reply) => {
      const { id } = await request.requireUser();
      adds.take(id, 'follow-up');
      return reply.status(201).send(await addFollowUp(db, id, request.params.jobId, request.body, browserZoneOf(request.query)));
    },
  );

  app.patch(
    '/api/applications/:jobId/follow-ups/:followUpId',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: "Mark a follow-up done (or not done: 409 when it would wait again past the user's waiting-reminders quota)",
        params: followUpParamsSchema,
        body: updateFollowUpRequestSchema,
        response: { 200: followUpSchema, ...errors },
      },
    },
    async (request) => {
      const { jobId, followUpId } = request.params;
      return updateFollowUp(db, (await request.requireUser()).id, jobId, followUpId, request.body);
    },
  );

  // Removing a contact, an interview or a follow-up: the same route for each part.
  const removable = [
    {
      path: 'contacts/:contactId',
      what: 'a contact',
      params: contactParamsSchema,
      id: 'contactId',
      table: applicationContacts,
      notFound: applicationMessages.contactNotFound,
    },
    {
      path: 'interviews/:interviewId',
      what: 'an interview',
      params: interviewParamsSchema,
      id: 'interviewId',
      table: applicationInterviews,
      notFound: applicationMessages.interviewNotFound,
    },
    {
      path: 'follow-ups/:followUpId',
      what: 'a follow-up',
      params: followUpParamsSchema,
      id: 'followUpId',
      table: applicationFollowUps,
      notFound: applicationMessages.followUpNotFound,
    },
  ] as const;
  for (const part of removable) {
    app.delete(
      `/api/applications/:jobId/${part.path}`,
      {
        onRequest: app.requireSignIn,
        schema: { tags, summary: `Remove ${part.what}`, params: part.params, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const params = request.params as Record<string, string>;
        await removePart(db, (await request.requireUser()).id, params.jobId!, params[part.id]!, part.table, part.notFound);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/exports/applications.csv',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: "The board's applications (same filters as GET /api/applications) as a CSV download (text/csv)",
        querystring: applicationBoardQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const { timezone, today: day } = await today(user.id, browserZoneOf(request.query));
      const csv = await exportApplicationsCsv(db, user.id, request.query, day, timezone, publicUrl);
      return download(reply, 'text/csv; charset=utf-8', `seeker-applications-${day}.csv`).send(csv);
    },
  );

  app.get(
    '/api/exports/interviews.ics',
    {
      onRequest: app.requireSignIn,
      schema: { tags, summary: 'Every interview as a calendar file (text/calendar) to import into a calendar app', response: errors },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      return download(reply, 'text/calendar; charset=utf-8', 'seeker-interviews.ics').send(await exportInterviewsIcs(db, user.id, publicUrl));
    },
  );
};
