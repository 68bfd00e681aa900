import { sweepAbandonedGuests } from '../sweep-abandoned-guests.handler';
import { defineJob, noPayload } from '../job-definition';

export const sweepAbandonedGuestsJob = defineJob({
  name: 'sweep-abandoned-guests',
  payload: noPayload,
  cron: '41 3 * * *',
  concurrency: 1,
  handle: async ({ db, files, log, schedules }) => void (await sweepAbandonedGuests({ db, files, scheduler: schedules.scheduler, log })),
});
