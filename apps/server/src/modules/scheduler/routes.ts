import {
  errorBodySchema,
  executePath,
  scheduledSearchMessages,
  scheduleTaskRequestSchema,
  scheduleTaskResponseSchema,
  schedulerFailure,
  taskIdParamsSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../../lib/app-error';
import { cancelTask, findTask } from './cancel-task';
import { createTask, type SchedulerDeps } from './create-task';
import { schedulerCaller, type SchedulerCaller } from './scheduler-caller';

export type SchedulerRouteOptions = {
  scheduler: SchedulerDeps;
  token: string;
  /** The owner of a scheduled search, or undefined when there is none with that id. */
  ownerOf: (scheduleId: string) => Promise<string | undefined>;
};

/** Errors in our shape, plus the spec's `retry_after` (seconds) when trying again later may work. */
const schedulerErrorBodySchema = z.extend(errorBodySchema, { retry_after: z.optional(z.int()) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

function targetProblem(targetUrl: string) {
  let url: URL;
  try {
    url = new URL(targetUrl, 'http://scheduler.invalid');
  } catch {
    return 'targetUrl must be a URL';
  }
  return url.pathname === executePath ? undefined : `targetUrl must be this scheduler's ${executePath}: tasks call no other target`;
}

/**
 * The Cloud-Tasks-compatible scheduler (spec part 1 section 7). Service-to-service: a caller with
 * SCHEDULER_TOKEN, or the signed-in owner of the schedule the task is for; nobody else.
 */
export const schedulerRoutes: FastifyPluginAsyncZod<SchedulerRouteOptions> = async (app, { scheduler, token, ownerOf }) => {
  /** 404 for a schedule that does not exist (a service may still cancel its leftover tasks), 403 for another user's. */
  const assertMayManage = async (caller: SchedulerCaller, scheduleId: string, { scheduleGoneIsFine = false } = {}) => {
    const owner = await ownerOf(scheduleId);
    if (owner === undefined) {
      if (caller.kind === 'service' && scheduleGoneIsFine) return;
      throw AppError.notFound(scheduledSearchMessages.notFound);
    }
    if (caller.kind === 'user' && owner !== caller.user.id) throw AppError.forbidden();
  };

  app.post(
    '/api/v1/tasks/schedule',
    {
      schema: {
        tags: ['scheduler'],
        summary: 'Create a recurring task for a scheduled search; answers its id and first run time',
        description:
          'Bearer SCHEDULER_TOKEN, or the session of the schedule owner. 503 with retry_after while the job queue starts; 409 once the schedule has 5 live tasks.',
        body: scheduleTaskRequestSchema,
        response: { 200: scheduleTaskResponseSchema, ...errors, 409: errorBodySchema, 503: schedulerErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await schedulerCaller(request, token);
      const problem = targetProblem(request.body.targetUrl);
      if (problem) throw new AppError('BAD_REQUEST', problem);
      await assertMayManage(caller, request.body.scheduleId);
      try {
        return await createTask(scheduler, request.body);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'UNAVAILABLE') throw error;
        const failure = schedulerFailure({ status: 503 });
        return reply.code(503).send({ error: { code: 'UNAVAILABLE' as const, message: failure.error }, retry_after: failure.retryAfter });
      }
    },
  );

  app.delete(
    '/api/v1/tasks/:taskId',
    {
      schema: {
        tags: ['scheduler'],
        summary: 'Delete a task; its pending run does not happen',
        description: 'Bearer SCHEDULER_TOKEN, or the session of the schedule owner.',
        params: taskIdParamsSchema,
        response: { 204: z.null().check(z.describe('Deleted, with its waiting runs')), ...errors },
      },
    },
    async (request, reply) => {
      const caller = await schedulerCaller(request, token);
      const task = await findTask(scheduler.db, request.params.taskId);
      if (!task) throw AppError.notFound('Task not found');
      await assertMayManage(caller, task.scheduleId, { scheduleGoneIsFine: true });
      await cancelTask(scheduler, task.id);
      return reply.code(204).send(null);
    },
  );
};
