import { failInterruptedRuns } from '../../modules/job-search';
import { defineJob, noPayload } from '../job-definition';

/** Runs a stopped process left "running" are failed, so their owners are not left waiting. */
export const failInterruptedRunsJob = defineJob({
  name: 'fail-interrupted-runs',
  payload: noPayload,
  cron: '* * * * *',
  concurrency: 1,
  onStart: true,
  handle: async ({ db }) => void (await failInterruptedRuns(db, new Date())),
});
