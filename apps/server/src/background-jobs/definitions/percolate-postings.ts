import { percolatePostings } from '../../modules/scheduled-searches';
import { defineJob, noPayload } from '../job-definition';

/** New and changed postings matched against the scheduled searches every minute, so their next runs need not search again. */
export const percolatePostingsJob = defineJob({
  name: 'percolate-postings',
  payload: noPayload,
  cron: '* * * * *',
  concurrency: 1,
  handle: async ({ db, log }) => {
    const matched = await percolatePostings(db);
    if (matched > 0) log.info({ matched }, 'matched new postings against the scheduled searches');
  },
});
