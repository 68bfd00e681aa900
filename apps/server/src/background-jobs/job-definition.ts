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

/** One job of a batch as its handler gets it: the payload and the id of the request that queued it. */
export type BatchItem<Payload> = { payload: Payload; requestId: string };

/** What became of each job of a batch, in the batch's order: done, or the error it failed with (retried by pg-boss). */
export type BatchOutcome = { error?: unknown };

type BatchSpec<Payload> = Omit<JobSpec<Payload>, 'handle' | 'cron' | 'onStart'> & {
  /** Jobs fetched together: their shared reads and writes are made once for all of them. */
  batchSize: number;
  handleBatch: (deps: JobDeps, items: BatchItem<Payload>[]) => Promise<BatchOutcome[]>;
};

/** A queue as the runner serves it: whatever arrives is parsed with the job's own schema first. */
export type JobDefinition = SingleJobDefinition | BatchJobDefinition;
type QueueSpec = Omit<JobSpec<unknown>, 'payload' | 'handle'>;
export type SingleJobDefinition = QueueSpec & { run: (deps: JobDeps, data: unknown) => Promise<void>; batch?: undefined };
/** A queue whose jobs are fetched and handled together (`defineBatchJob`). */
type BatchJobDefinition = QueueSpec & {
  batch: { size: number; run: (deps: JobDeps, items: BatchItem<unknown>[]) => Promise<BatchOutcome[]> };
  run?: undefined;
};

export function defineJob<Payload>({ payload, handle, ...queue }: JobSpec<Payload>): SingleJobDefinition {
  return { ...queue, run: (deps, data) => handle(deps, payload.parse(data)) };
}

/** A queue whose jobs are handled a batch at a time, each with its own outcome: a malformed payload fails its own job only. */
export function defineBatchJob<Payload>({ payload, handleBatch, batchSize, ...queue }: BatchSpec<Payload>): BatchJobDefinition {
  const run = async (deps: JobDeps, items: BatchItem<unknown>[]): Promise<BatchOutcome[]> => {
    const parsed = items.map((item) => payload.safeParse(item.payload));
    const valid = items.flatMap((item, index) => {
      const result = parsed[index]!;
      return result.success ? [{ payload: result.data, requestId: item.requestId }] : [];
    });
    const outcomes = valid.length > 0 ? await handleBatch(deps, valid) : [];
    let next = 0;
    return parsed.map((result) =>
      result.success ? (outcomes[next++] ?? { error: new Error('the batch handler gave this job no outcome') }) : { error: result.error },
    );
  };
  return { ...queue, batch: { size: batchSize, run } };
}

/** Maintenance jobs take no payload; whatever a cron or a start-up sends is ignored. */
export const noPayload = z.object({}).passthrough();
