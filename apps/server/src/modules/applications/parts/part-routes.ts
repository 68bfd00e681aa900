import {
  applicationParamsSchema,
  browserTimeZoneQuerySchema,
  browserZoneOf,
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
  updateFollowUpRequestSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import type { AddRateLimiter } from '../../quotas';
import { errors, ownJobFirst, tags } from '../route-common';
import { addContact } from './add-contact';
import { addFollowUp } from './add-follow-up';
import { addInterview } from './add-interview';
import { removableParts } from './remove-part';
import { updateContact } from './update-contact';
import { updateFollowUp } from './update-follow-up';
import { updateInterview } from './update-interview';

const limited = { ...errors, 409: errorBodySchema };
/** An add: 409 past the job's own limit, 429 past the user's adds a minute or an hour (quotas/add-rate.ts). */
const adding = { ...limited, 429: errorBodySchema };

/** An application's parts: adding, correcting and removing its contacts, interviews and follow-ups. */
export const applicationPartRoutes: FastifyPluginAsyncZod<{ db: Db; adds: AddRateLimiter }> = async (app, { db, adds }) => {
  const preValidation = (request: FastifyRequest) => ownJobFirst(db, request);

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
      remove: removableParts.contact,
    },
    {
      path: 'interviews/:interviewId',
      what: 'an interview',
      params: interviewParamsSchema,
      id: 'interviewId',
      remove: removableParts.interview,
    },
    {
      path: 'follow-ups/:followUpId',
      what: 'a follow-up',
      params: followUpParamsSchema,
      id: 'followUpId',
      remove: removableParts.followUp,
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
        await part.remove(db, (await request.requireUser()).id, params.jobId!, params[part.id]!);
        return reply.status(204).send(null);
      },
    );
  }
};
