import { accountMessages, deleteAccountRequestSchema, errorBodySchema, userIdParamsSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { FileStore } from '../../storage/file-store';
import type { ScheduleDeps } from '../scheduled-searches';
import { deleteAccount } from './delete-account';
import { collectUserData } from './collect-user-data';
import { failWith } from './fail-with';
import { signOutHeaders } from './sign-out-headers';
import { sendExport } from './send-export';
import type { Auth } from '../auth';

type Options = { db: Db; files: FileStore; auth: Auth; schedules: ScheduleDeps };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

/** Settings' Account tab: export all my data, and the Danger Zone's Delete Account. */
export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files, auth, schedules }) => {
  app.get(
    '/api/users/:userId/export',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['account'],
        summary:
          'Download everything Seeker keeps for the user as a ZIP (application/zip): README.txt, seeker-export.json and files/<resumeId>/<name> for every stored file',
        params: userIdParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const data = await failWith(request.log, accountMessages.exportFailed, user.id, () => collectUserData(db, user.id));
      return sendExport(reply, files, data);
    },
  );

  app.post(
    '/api/users/:userId/delete-account',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['account'],
        summary:
          'Delete the account (guest, email or provider sign-in) with every record and file of it, after the typed confirmation; signs the browser out',
        params: userIdParamsSchema,
        body: deleteAccountRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      await deleteAccount({ db, files, scheduler: schedules.scheduler, log: request.log }, user.id);
      // Its sessions are gone with it: not honoured from this process's cache either, whatever the sign-out does.
      auth.sessionCache.forgetUser(user.id);
      reply.header('set-cookie', await signOutHeaders(auth, request));
      return reply.status(204).send(null);
    },
  );
};
