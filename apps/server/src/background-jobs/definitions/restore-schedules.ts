import { reconcileSchedules } from '../../modules/scheduled-searches';
import { queuePendingSlots } from '../../modules/scheduler';
import { defineJob, noPayload } from '../job-definition';

/** After downtime: every live task's next slot is queued, and every active schedule has a task. */
export const restoreSchedulesJob = defineJob({
  name: 'restore-schedules',
  payload: noPayload,
  concurrency: 1,
  onStart: true,
  handle: async ({ db, queue, schedules, log }) => {
    const queued = await queuePendingSlots({ db, queue });
    const rescheduled = await reconcileSchedules(schedules);
    if (rescheduled > 0) log.info({ queued, rescheduled }, 'restored scheduled searches');
  },
});
