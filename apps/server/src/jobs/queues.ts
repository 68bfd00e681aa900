import { z } from 'zod';
import type { Db } from '../db/client';
import type { FileStore } from '../storage/file-store';
import { cleanupExpiredSessions } from './cleanup-expired-sessions.handler';
import { sweepAbandonedGuests } from './sweep-abandoned-guests.handler';

/** What every job handler may use. */
export type JobDeps = { db: Db; files: FileStore; log: { error: (details: object, message: string) => void } };

export type JobDefinition<Payload = unknown> = {
  name: string;
  /** Every payload is parsed before the handler runs; a malformed one fails the job, not the worker. */
  payload: z.ZodType<Payload>;
  /** Cron in UTC for recurring maintenance; user-facing schedules use their own time zone. */
  cron?: string;
  /** Jobs of this queue run at once in one worker process. */
  concurrency: number;
  handle: (deps: JobDeps, payload: Payload) => Promise<void>;
};

function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition {
  return definition as JobDefinition;
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
];
