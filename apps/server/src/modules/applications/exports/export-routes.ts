import { applicationBoardQuerySchema, browserZoneOf } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../../db/client';
import { errors, tags, userToday } from '../route-common';
import { exportApplicationsCsv } from './export-applications-csv';
import { exportInterviewsIcs } from './export-interviews-ics';

const download = (reply: FastifyReply, type: string, name: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');

/** The board's applications as a CSV file and every interview as a calendar file, each a download. */
export const applicationExportRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (app, { db, publicUrl }) => {
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
      const { timezone, today: day } = await userToday(db, user.id, browserZoneOf(request.query));
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
