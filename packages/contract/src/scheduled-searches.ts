import { z } from 'zod/mini';
import { storedSearchScheduleSchema } from './preferences';
import { recordIdSchema } from './text';

/** Spec part 1 section 4 "Scheduled search status". */
export const scheduledSearchStatuses = ['active', 'paused', 'disabled'] as const;
export type ScheduledSearchStatus = (typeof scheduledSearchStatuses)[number];

type ScheduleAction = 'view' | 'update' | 'delete' | 'retry';

/** Spec part 1 section 8 "Scheduled searches", with CLARIFICATIONS.md's full per-action texts. */
export const scheduledSearchMessages = {
  notFound: 'Scheduled search not found',
  authenticationRequired: (action: ScheduleAction) =>
    action === 'retry'
      ? 'Authentication required. Please sign in to retry cloud tasks.'
      : `Authentication required. Please sign in to ${action} scheduled searches.`,
  unauthorized: 'Unauthorized access to user data',
  permissionDenied: 'You do not have access to this scheduled search.',
  unknown: 'Unknown error',
  // The list's own texts.
  loadFailed: 'Failed to load schedules',
  loadError: 'Error loading schedules',
  updateError: 'Error updating schedule',
  deleteError: 'Error deleting schedule',
  retryFailed: 'Failed to retry cloud task',
  retryError: 'Error retrying cloud task',
  deleteConfirm: 'Are you sure you want to delete this scheduled search?',
  empty: 'No Scheduled Searches',
  emptyHint: 'Turn on Enable Automated Job Search in Job Preferences (Search Schedule step) to have searches run for you.',
  automationError: 'Automation Error',
} as const;

export const scheduleIdParamsSchema = z.object({ scheduleId: recordIdSchema });

const isoTime = () => z.iso.datetime({ offset: true });

/** The outcome of the latest scheduled run, for the dashboard line under each schedule. */
export const scheduledRunSchema = z.object({
  scheduledFor: isoTime().check(z.describe('The slot this run was for')),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: isoTime(),
  finishedAt: z.nullable(isoTime()),
  sessionId: z.nullable(z.string()).check(z.describe('The search session the run saved')),
  jobCount: z.number().check(z.int()),
  newJobs: z.number().check(z.int(), z.describe('Jobs no earlier run of this schedule had found')),
  error: z.nullable(z.string()),
});
export type ScheduledRun = z.infer<typeof scheduledRunSchema>;

/** Spec part 1 section 3 "Scheduled search"; `cloudTaskId` keeps the spec's name for the scheduler task. */
export const scheduledSearchSchema = z.object({
  id: z.string(),
  userId: z.string(),
  preferences: z.object({ titles: z.array(z.string()), locations: z.array(z.string()) }),
  schedule: storedSearchScheduleSchema,
  status: z.enum(scheduledSearchStatuses),
  cloudTaskId: z.nullable(z.string()),
  nextRunAt: z.nullable(isoTime()),
  lastRunAt: z.nullable(isoTime()),
  updatedAt: isoTime(),
  cloudTaskError: z.nullable(z.string()).check(z.describe('Why scheduling (or the last run) failed; shown as Automation Error')),
  retryAfter: z.nullable(z.number().check(z.int())).check(z.describe('Seconds after updatedAt when a retry is worth trying')),
  lastRun: z.nullable(scheduledRunSchema),
});
export type ScheduledSearch = z.infer<typeof scheduledSearchSchema>;

export const scheduledSearchListSchema = z.object({ scheduledSearches: z.array(scheduledSearchSchema) });
export type ScheduledSearchList = z.infer<typeof scheduledSearchListSchema>;

/** PATCH /api/scheduled-searches/{scheduleId}: Pause (active → paused) and Resume (paused or disabled → active). */
export const updateScheduledSearchRequestSchema = z
  .strictObject({ status: z.enum(scheduledSearchStatuses) })
  .check(z.meta({ examples: [{ status: 'paused' }] }));
export type UpdateScheduledSearchRequest = z.infer<typeof updateScheduledSearchRequestSchema>;

/** What Pause/Resume turns a status into (spec part 1 section 4). */
export function toggledStatus(status: ScheduledSearchStatus): ScheduledSearchStatus {
  return status === 'active' ? 'paused' : 'active';
}
