import { cleanupExpiredSessions } from '../cleanup-expired-sessions.handler';
import { defineJob, noPayload } from '../job-definition';

export const cleanupExpiredSessionsJob = defineJob({
  name: 'cleanup-expired-sessions',
  payload: noPayload,
  cron: '17 3 * * *',
  concurrency: 1,
  handle: async ({ db }) => void (await cleanupExpiredSessions(db)),
});
