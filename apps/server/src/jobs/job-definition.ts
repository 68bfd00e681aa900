import { z } from 'zod';
import type { Database, Db } from '../db/client';
import type { JobSources } from '../job-sources/job-sources';
import type { DeliveryDeps } from '../modules/notifications';
import type { ExecuteDeps, ScheduleDeps } from '../modules/scheduled-searches';
import type { TaskQueue } from '../modules/scheduler';
import type { FileStore } from '../storage/file-store';

/** What every job handler may use. */
export type JobDeps = {
  db: Db;
  /** The database itself: which engine, and raw SQL (maintenance). */
  database: Pick<Database, 'kind' | 'executeSql'>;
  files: FileStore;
  sources: JobSources;
  log: { error: (details: object, message: string) => void; info: (details: object, message: string) => void };
  queue: TaskQueue;
  /** Scheduled runs, their schedules and their notifications (see `schedulingParts`). */
  execute: ExecuteDeps;
  schedules: ScheduleDeps;
  delivery: DeliveryDeps;
};

type JobSpec<Payload> = {
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

/** A queue as the runner serves it: whatever arrives is parsed with the job's own schema first. */
export type JobDefinition = Omit<JobSpec<unknown>, 'payload' | 'handle'> & { run: (deps: JobDeps, data: unknown) => Promise<void> };

export function defineJob<Payload>({ payload, handle, ...queue }: JobSpec<Payload>): JobDefinition {
  return { ...queue, run: (deps, data) => handle(deps, payload.parse(data)) };
}

/** Maintenance jobs take no payload; whatever a cron or a start-up sends is ignored. */
export const noPayload = z.object({}).passthrough();
