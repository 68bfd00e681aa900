import { sweepOrphanFiles } from '../sweep-orphan-files.handler';
import { defineJob, noPayload } from '../job-definition';

export const sweepOrphanFilesJob = defineJob({
  name: 'sweep-orphan-files',
  payload: noPayload,
  cron: '53 3 * * *',
  concurrency: 1,
  handle: async ({ db, files, log }) => {
    const removed = await sweepOrphanFiles(db, files, log);
    if (removed > 0) log.info({ removed }, 'removed stored files no record names');
  },
});
