import { z } from 'zod';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import type { JobSources } from '../job-sources/job-sources';
import { cleanupExpiredSessions } from './cleanup-expired-sessions.handler';
import { crawlBoardDirectory } from '../modules/postings/crawl-board-directory';
import { seedBoardDirectory } from '../job-sources/directory/seed-board-directory';
import { ingestDueFeeds } from '../modules/postings/ingest-due-feeds';
import { failInterruptedRuns } from '../modules/job-search/fail-interrupted-runs';
import { closeStaleFeedPostings, pruneClosedPostings } from '../modules/postings/close-postings';
import { querySources } from '@seeker/agents';
import { sweepAbandonedGuests } from './sweep-abandoned-guests.handler';
import { deliverDueNotifications, type DeliveryDeps } from '../modules/notifications';
import { executeScheduledSearch, reconcileSchedules, type ExecuteDeps, type ScheduleDeps } from '../modules/scheduled-searches';
import { fireTaskSlot, queuePendingSlots, slotQueueName, type TaskQueue } from '../modules/scheduler';

/** What every job handler may use. */
export type JobDeps = {
  db: Db;
  files: FileStore;
  sources: JobSources;
  log: { error: (details: object, message: string) => void; info: (details: object, message: string) => void };
  queue: TaskQueue;
  /** Scheduled runs, their schedules and their notifications (see `schedulingParts`). */
  execute: ExecuteDeps;
  schedules: ScheduleDeps;
  delivery: DeliveryDeps;
};

export type JobDefinition<Payload = unknown> = {
  name: string;
  /** Every payload is parsed before the handler runs; a malformed one fails the job, not the worker. */
  payload: z.ZodType<Payload>;
  /** Cron in UTC for recurring maintenance; user-facing schedules use their own time zone. */
  cron?: string;
  /** Jobs of this queue run at once in one worker process. */
  concurrency: number;
  /** Also queued once whenever the runner starts (seeding, catching up after downtime). */
  onStart?: boolean;
  handle: (deps: JobDeps, payload: Payload) => Promise<void>;
};

function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition {
  return definition as JobDefinition;
}

/** Scheduled searches one worker process runs at once (SCHEDULED_SEARCH_CONCURRENCY). */
export function schedulingJobs(concurrency: number): JobDefinition[] {
  return [
    defineJob({
      // One slot of a scheduler task: queue the next slot, then run the search (task-queue.ts, fire-task-slot.ts).
      name: slotQueueName,
      payload: z.object({ taskId: z.string(), slot: z.iso.datetime({ offset: true }) }),
      concurrency,
      handle: async ({ db, queue, execute }, job) => fireTaskSlot({ db, queue }, (request) => executeScheduledSearch(execute, request), job),
    }),
    defineJob({
      // Email and push held back by quiet hours go out when they end; also catches any left by a crash.
      name: 'deliver-notifications',
      payload: z.object({}).passthrough(),
      cron: '* * * * *',
      concurrency: 1,
      onStart: true,
      handle: async ({ delivery }) => void (await deliverDueNotifications(delivery)),
    }),
    defineJob({
      // After downtime: every live task's next slot is queued, and every active schedule has a task.
      name: 'restore-schedules',
      payload: z.object({}).passthrough(),
      concurrency: 1,
      onStart: true,
      handle: async ({ db, queue, schedules, log }) => {
        const queued = await queuePendingSlots({ db, queue });
        const rescheduled = await reconcileSchedules(schedules);
        if (rescheduled > 0) log.info({ queued, rescheduled }, 'restored scheduled searches');
      },
    }),
  ];
}

/** Every queue the worker serves, with its limits; later issues add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  defineJob({
    name: 'cleanup-expired-sessions',
    payload: z.object({}).passthrough(),
    cron: '17 3 * * *',
    concurrency: 1,
    handle: async ({ db }) => void (await cleanupExpiredSessions(db)),
  }),
  defineJob({
    name: 'sweep-abandoned-guests',
    payload: z.object({}).passthrough(),
    cron: '41 3 * * *',
    concurrency: 1,
    handle: async ({ db, files, log }) => void (await sweepAbandonedGuests(db, files, log)),
  }),
  defineJob({
    name: 'seed-board-directory',
    payload: z.object({}).passthrough(),
    concurrency: 1,
    onStart: true,
    handle: async ({ db, log }) => {
      const added = await seedBoardDirectory(db);
      if (added > 0) log.info({ added }, 'seeded the company board directory');
    },
  }),
  defineJob({
    // Each feed is fetched only when its own interval (the source's terms) has passed.
    name: 'ingest-job-feeds',
    payload: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    concurrency: 1,
    onStart: true,
    handle: async ({ db, sources, log }) => {
      const summary = await ingestDueFeeds({ db, sources }, new Date());
      if (summary.length > 0) log.info({ feeds: summary }, 'ingested job feeds');
    },
  }),
  defineJob({
    name: 'crawl-job-boards',
    payload: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    concurrency: 1,
    handle: async ({ db, sources, log }) => {
      const summary = await crawlBoardDirectory({ db, sources }, new Date());
      if (summary.fetched > 0) log.info(summary, 'crawled company boards');
    },
  }),
  defineJob({
    name: 'prune-closed-postings',
    payload: z.object({}).passthrough(),
    cron: '29 4 * * *',
    concurrency: 1,
    handle: async ({ db }) => {
      const now = new Date();
      // Keyed searches have no feed to fall off: their postings close once unseen for as long as a feed's.
      for (const source of querySources) await closeStaleFeedPostings(db, source, now);
      await pruneClosedPostings(db, now);
    },
  }),
  defineJob({
    name: 'fail-interrupted-runs',
    payload: z.object({}).passthrough(),
    cron: '*/10 * * * *',
    concurrency: 1,
    onStart: true,
    handle: async ({ db }) => void (await failInterruptedRuns(db, new Date())),
  }),
];
