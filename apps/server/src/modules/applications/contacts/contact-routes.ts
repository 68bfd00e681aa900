import { applicationParamsSchema, contactSchema, errorBodySchema, knownContactRequestSchema, knownContactsSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import type { AddRateLimiter } from '../../quotas';
import { addKnownContact } from '../parts/add-contact';
import { errors, ownJobFirst, tags } from '../route-common';
import { knownContacts } from './contact-people';

/** The people met across applications: listed once each, and added to another application without typing them again. */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; adds: AddRateLimiter }> = async (app, { db, adds }) => {
  const preValidation = (request: FastifyRequest) => ownJobFirst(db, request);

  app.get(
    '/api/contacts',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Everyone on any of your applications, each once (their latest details), A–Z, with the applications they are on',
        response: { 200: knownContactsSchema, ...errors },
      },
    },
    async (request) => ({ contacts: await knownContacts(db, (await request.requireUser()).id) }),
  );

  app.post(
    '/api/applications/:jobId/contacts/known',
    {
      onRequest: app.requireSignIn,
      preValidation,
      schema: {
        tags,
        summary: 'Add someone from your contacts to this application too (201; 200 when they are on it already; 404 for a person not yours)',
        params: applicationParamsSchema,
        body: knownContactRequestSchema,
        response: { 200: contactSchema, 201: contactSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = await request.requireUser();
      adds.take(id, 'contact');
      const { contact, added } = await addKnownContact(db, id, request.params.jobId, request.body.personId);
      return reply.status(added ? 201 : 200).send(contact);
    },
  );
};
