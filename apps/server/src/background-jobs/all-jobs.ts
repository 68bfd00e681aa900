import { defaultCustomScheduleMinMinutes } from '../lib/time/next-run-at';
import { cleanupExpiredSessionsJob } from './definitions/cleanup-expired-sessions';
import { crawlJobBoardsJob } from './definitions/crawl-job-boards';
import { deliverNotificationsJob } from './definitions/deliver-notifications';
import { failInterruptedRunsJob } from './definitions/fail-interrupted-runs';
import { fireTaskSlotJob } from './definitions/fire-task-slot';
import { ingestJobFeedsJob } from './definitions/ingest-job-feeds';
import { percolatePostingsJob } from './definitions/percolate-postings';
import { pruneClosedPostingsJob } from './definitions/prune-closed-postings';
import { restoreSchedulesJob } from './definitions/restore-schedules';
import { seedBoardDirectoryJob } from './definitions/seed-board-directory';
import { sweepAbandonedGuestsJob } from './definitions/sweep-abandoned-guests';
import { sweepOrphanFilesJob } from './definitions/sweep-orphan-files';
import { vacuumEmbeddedDatabaseJob } from './definitions/vacuum-embedded-database';
import type { JobDefinition } from './job-definition';

/** Maintenance and ingestion: every queue but the scheduler's. */
export const maintenanceJobs: JobDefinition[] = [
  cleanupExpiredSessionsJob,
  sweepAbandonedGuestsJob,
  sweepOrphanFilesJob,
  seedBoardDirectoryJob,
  ingestJobFeedsJob,
  crawlJobBoardsJob,
  pruneClosedPostingsJob,
  percolatePostingsJob,
  failInterruptedRunsJob,
  vacuumEmbeddedDatabaseJob,
];

/** The scheduler's queues; `concurrency` scheduled searches at once in one worker process; a Custom cron at most once in `customScheduleMinMinutes`. */
export function schedulingJobs(concurrency: number, customScheduleMinMinutes = defaultCustomScheduleMinMinutes): JobDefinition[] {
  return [fireTaskSlotJob(concurrency, customScheduleMinMinutes), deliverNotificationsJob, restoreSchedulesJob];
}

/** Every queue the worker serves. */
export function allJobs(concurrency: number, customScheduleMinMinutes = defaultCustomScheduleMinMinutes): JobDefinition[] {
  return [...maintenanceJobs, ...schedulingJobs(concurrency, customScheduleMinMinutes)];
}

/** The name of every queue (for /metrics: each has its series before its first job). */
export function jobQueueNames(): string[] {
  return allJobs(1).map((definition) => definition.name);
}
