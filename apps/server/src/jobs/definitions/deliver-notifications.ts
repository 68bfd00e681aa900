import { deliverDueNotifications } from '../../modules/notifications';
import { defineJob, noPayload } from '../job-definition';

/** Email and push held back by quiet hours go out when they end; also catches any left by a crash. */
export const deliverNotificationsJob = defineJob({
  name: 'deliver-notifications',
  payload: noPayload,
  cron: '* * * * *',
  concurrency: 1,
  onStart: true,
  handle: async ({ delivery }) => void (await deliverDueNotifications(delivery)),
});
