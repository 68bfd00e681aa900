import { z } from 'zod/mini';
import { frequencies } from './preferences';
import { customScheduleProblem } from './preferences-input';
import { isTimeZone } from './schedule-format';
import { recordIdSchema, safeString } from './text';

/** The target every task calls (spec part 1 section 7). */
export const executePath = '/api/v1/scheduled-search/execute';

/** POST /api/v1/tasks/schedule: the Cloud-Tasks-compatible scheduler's body (spec part 1 section 7). */
export const scheduleTaskRequestSchema = z
  .object({
    scheduleId: recordIdSchema,
    schedule: z
      .looseObject({
        frequency: z.enum(frequencies),
        customSchedule: safeString().check(z.maxLength(200)),
        timezone: safeString().check(z.maxLength(64), z.refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin')),
      })
      .check(
        z.superRefine((schedule, ctx) => {
          const problem = customScheduleProblem(schedule.frequency, schedule.customSchedule);
          if (problem) ctx.addIssue({ code: 'custom', path: ['customSchedule'], message: problem });
        }),
      ),
    targetUrl: z.string().check(z.maxLength(2048), z.describe(`The scheduler's ${executePath}; no other target is called`)),
  })
  .check(
    z.meta({
      examples: [
        {
          scheduleId: 'schedule-1',
          schedule: { frequency: 'Daily', customSchedule: '09:00', timezone: 'Europe/Berlin' },
          targetUrl: `http://localhost:3000${executePath}`,
        },
      ],
    }),
  );
export type ScheduleTaskRequest = z.infer<typeof scheduleTaskRequestSchema>;

export const scheduleTaskResponseSchema = z.object({ taskId: z.string(), nextRunAt: z.iso.datetime({ offset: true }) });
export type ScheduleTaskResponse = z.infer<typeof scheduleTaskResponseSchema>;

/** The scheduler's own error shape (spec part 1 section 7): `error` and `retry_after` in seconds. */
export const schedulerErrorSchema = z.object({ error: z.string(), retry_after: z.optional(z.number().check(z.int())) });

export const taskIdParamsSchema = z.object({ taskId: recordIdSchema });

/** The target's body: which schedule, and for a task, which slot it fires for. */
export const executeScheduledSearchRequestSchema = z
  .strictObject({
    scheduleId: recordIdSchema,
    taskId: z.optional(recordIdSchema),
    scheduledFor: z.optional(z.iso.datetime({ offset: true })).check(z.describe('The slot; a slot already run is not run again')),
  })
  .check(z.meta({ examples: [{ scheduleId: 'schedule-1' }] }));
export type ExecuteScheduledSearchRequest = z.infer<typeof executeScheduledSearchRequestSchema>;

export const executeScheduledSearchResponseSchema = z.object({
  status: z.enum(['done', 'skipped']).check(z.describe('skipped: that slot ran already, or the schedule is not active')),
  sessionId: z.nullable(z.string()),
  jobCount: z.number().check(z.int()),
  newJobs: z.number().check(z.int()),
});
