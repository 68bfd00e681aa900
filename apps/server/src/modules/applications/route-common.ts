import { applicationParamsSchema, errorBodySchema } from '@seeker/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { calendarDayIn } from '../../lib/time/calendar-day';
import { findOwnedJob } from '../saved-jobs';
import { userTimeZone } from './user-time-zone';

// What the Application Manager's route files (routes.ts, parts/part-routes.ts, exports/export-routes.ts) share.

export const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
export const tags = ['applications'];

/** Another user's job is refused before a body is read: 404, never a 400 about the body (as PATCH /api/jobs/{jobId}). */
export async function ownJobFirst(db: Db, request: FastifyRequest) {
  const jobId = (request.params as { jobId?: string }).jobId ?? '';
  if (applicationParamsSchema.shape.jobId.safeParse(jobId).success) await findOwnedJob(db, (await request.requireUser()).id, jobId, { lock: false });
}

/** The user's time zone (their saved one, else the browser's) and the calendar day it is there now. */
export async function userToday(db: Db, userId: string, browserZone: string | undefined) {
  const timezone = await userTimeZone(db, userId, browserZone);
  return { timezone, today: calendarDayIn(new Date(), timezone) };
}
