import type { Db } from '../db/client';
import { cleanupExpiredSessions } from './cleanup-expired-sessions.handler';

export type JobDefinition = {
  name: string;
  /** Cron in UTC for recurring maintenance; user-facing schedules use their own time zone. */
  cron?: string;
  concurrency: number;
  handle: (db: Db, data: unknown) => Promise<void>;
};

/** Every queue the worker serves, with its limits; later issues add theirs here. */
export const jobDefinitions: JobDefinition[] = [
  { name: 'cleanup-expired-sessions', cron: '17 3 * * *', concurrency: 1, handle: async (db) => void (await cleanupExpiredSessions(db)) },
];
