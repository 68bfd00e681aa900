import { accountMessages, deleteAccountRequestSchema, errorBodySchema, userIdParamsSchema } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStore } from '../../storage/file-store';
import { getPreferences } from '../preferences';
import type { ScheduleDeps } from '../scheduled-searches';
import { deleteAccount } from './delete-account';
import { collectUserData } from './collect-user-data';
import { failWith } from './fail-with';
import { signOutHeaders } from './sign-out-headers';
import { sendExport } from './send-export';
import { ExportLimiter, exportLimit, exportLimitMessages, type ExportTicket } from './export-limit';
import type { Auth } from '../auth';

type Options = { db: Db; files: FileStore; auth: Auth; schedules: ScheduleDeps };

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 500: errorBodySchema };

/** Settings' Account tab: export all my data, and the Danger Zone's Delete Account. */
export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files, auth, schedules }) => {
  const exports = new ExportLimiter();

  /** Why the user may not export now, in their words: one is running, or when the hour's next turn is (on their saved clock). */
  const refusal = async (userId: string, ticket: Exclude<ExportTicket, { ok: true }>, now: Date) => {
    if (ticket.reason === 'running') return new AppError('RATE_LIMITED', exportLimitMessages.running);
    const { preferences } = await getPreferences(db, userId, undefined);
    return new AppError('RATE_LIMITED', exportLimitMessages.tooMany(ticket.retryAt, { now, timeZone: preferences.searchSchedule.timezone }));
  };

  app.get(
    '/api/users/:userId/export',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['account'],
        summary:
          'Download everything Seeker keeps for the user as a ZIP (application/zip): README.txt, seeker-export.json and files/<resumeId>/<name> for every stored file',
        description: `At most ${exportLimit.count} exports an ${exportLimit.window} per user and one at a time: 429 RATE_LIMITED beyond, saying when to try again.`,
        params: userIdParamsSchema,
        response: { ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser();
      const now = new Date();
      const ticket = exports.take(user.id, now);
      if (!ticket.ok) throw await refusal(user.id, ticket, now);
      const data = await failWith(request.log, accountMessages.exportFailed, user.id, () => collectUserData(db, user.id, now)).catch(
        (error: unknown) => {
          ticket.giveBack(); // nothing was sent: not a turn
          throw error;
        },
      );
      return sendExport(reply, files, data, ticket.finish);
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
