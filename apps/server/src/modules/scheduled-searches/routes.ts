import {
  errorBodySchema,
  executeScheduledSearchRequestSchema,
  executeScheduledSearchResponseSchema,
  scheduledSearchListSchema,
  scheduledSearchMessages,
  scheduledSearchSchema,
  scheduleIdParamsSchema,
  updateScheduledSearchRequestSchema,
  userIdParamsSchema,
  linkWaitWords,
} from '@seeker/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { WindowLimiter } from '../../lib/window-limiter';
import { deleteScheduledSearch, retryScheduleTask, setScheduleStatus } from './change-scheduled-search';
import { executeScheduledSearch, type ExecuteDeps } from './execute-scheduled-search';
import { findOwnedSchedule } from './find-owned-schedule';
import { listScheduledSearches } from './list-scheduled-searches';
import type { ScheduleDeps } from './sync-schedule-task';
import { assertOwner, type SessionUser } from '../auth';
import { schedulerCaller } from '../scheduler';
import { assertUnderRunLimit } from '../agent-runs';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

type Action = Parameters<typeof scheduledSearchMessages.authenticationRequired>[0];

/** The signed-in user, or 401 with the spec's per-action text ("Authentication required. Please sign in to …"). */
async function signedInFor(request: FastifyRequest, action: Action): Promise<SessionUser> {
  try {
    return await request.requireUser();
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED')
      throw new AppError('UNAUTHENTICATED', scheduledSearchMessages.authenticationRequired(action));
    throw error;
  }
}

const hook = (action: Action) => async (request: FastifyRequest) => void (await signedInFor(request, action));

/** Runs by hand ("run now") one person may start in an hour, besides the agent runs' hourly count. */
export const runNowLimit = { count: 10, windowMs: 60 * 60_000 } as const;

export function runNowMessage(retryAt: Date, now: Date): string {
  return `You have run your scheduled search by hand ${runNowLimit.count} times in the last hour, the most Seeker runs for one person. Try again ${linkWaitWords(retryAt, now)}.`;
}

export const scheduledSearchRoutes: FastifyPluginAsyncZod<{ schedules: ScheduleDeps; execute: ExecuteDeps; token: string }> = async (
  app,
  { schedules, execute, token },
) => {
  const { db } = schedules;

  app.get(
    '/api/users/:userId/scheduled-searches',
    {
      onRequest: async (request) => assertOwner(await signedInFor(request, 'view'), (request.params as { userId?: string }).userId ?? ''),
      schema: {
        tags: ['scheduled-searches'],
        summary: "The user's scheduled searches with their state, next and last run, and any automation error",
        params: userIdParamsSchema,
        response: { 200: scheduledSearchListSchema, ...errors },
      },
    },
    async (request) => ({ scheduledSearches: await listScheduledSearches(db, (await request.requireUser()).id) }),
  );

  app.patch(
    '/api/scheduled-searches/:scheduleId',
    {
      onRequest: hook('update'),
      // Another user's schedule is refused before its body is read: 403 or 404, never a 400 about the body.
      preValidation: async (request) => {
        const scheduleId = (request.params as { scheduleId?: string }).scheduleId ?? '';
        if (scheduleIdParamsSchema.shape.scheduleId.safeParse(scheduleId).success)
          await findOwnedSchedule(db, (await request.requireUser()).id, scheduleId);
      },
      schema: {
        tags: ['scheduled-searches'],
        summary: 'Pause (paused) or Resume (active) a scheduled search; disabled switches it off',
        params: scheduleIdParamsSchema,
        body: updateScheduledSearchRequestSchema,
        response: { 200: scheduledSearchSchema, ...errors },
      },
    },
    async (request) => setScheduleStatus(schedules, (await request.requireUser()).id, request.params.scheduleId, request.body.status),
  );

  app.post(
    '/api/scheduled-searches/:scheduleId/retry',
    {
      onRequest: hook('retry'),
      schema: {
        tags: ['scheduled-searches'],
        summary: 'Create the scheduler task again; success clears the Automation Error',
        params: scheduleIdParamsSchema,
        response: { 200: scheduledSearchSchema, ...errors },
      },
    },
    async (request) => retryScheduleTask(schedules, (await request.requireUser()).id, request.params.scheduleId),
  );

  app.delete(
    '/api/scheduled-searches/:scheduleId',
    {
      onRequest: hook('delete'),
      schema: {
        tags: ['scheduled-searches'],
        summary: 'Delete a scheduled search and cancel its task',
        params: scheduleIdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await deleteScheduledSearch(schedules, (await request.requireUser()).id, request.params.scheduleId);
      return reply.code(204).send(null);
    },
  );

  const runsByHand = new WindowLimiter([runNowLimit]);
  app.post(
    '/api/v1/scheduled-search/execute',
    {
      schema: {
        tags: ['scheduler'],
        summary: "The scheduler's target: run a scheduled search now and save its results as a new search session",
        description:
          'Bearer SCHEDULER_TOKEN (the scheduler firing a slot), or the session of the schedule owner (run now: 429 past 10 an hour, or past the 30 agent runs an hour). A slot that ran already is skipped.',
        body: executeScheduledSearchRequestSchema,
        response: { 200: executeScheduledSearchResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => {
      const caller = await schedulerCaller(request, token);
      if (caller.kind === 'user') {
        await findOwnedSchedule(db, caller.user.id, request.body.scheduleId);
        const now = new Date();
        await assertUnderRunLimit(db, caller.user.id, now);
        // A run by hand is recorded as its slot's run (`sched-…`), which the hourly count leaves to the
        // schedule: its own window keeps "run now" from being a way round that count.
        const turn = runsByHand.take(caller.user.id, now);
        if (!turn.ok) throw new AppError('RATE_LIMITED', runNowMessage(turn.retryAt, now));
      }
      const { status, sessionId, jobCount, newJobs } = await executeScheduledSearch(execute, request.body);
      return { status, sessionId, jobCount, newJobs };
    },
  );
};
