import { sendDueFollowUps } from '../../modules/applications';
import { deliverDueNotifications } from '../../modules/notifications';
import { defineJob, noPayload } from '../job-definition';

/**
 * Every minute: application follow-ups whose time has come become notifications, then email and push
 * held back by quiet hours go out when they end (this also catches any left by a crash).
 */
export const deliverNotificationsJob = defineJob({
  name: 'deliver-notifications',
  payload: noPayload,
  cron: '* * * * *',
  concurrency: 1,
  onStart: true,
  handle: async ({ delivery }) => {
    await sendDueFollowUps(delivery.db);
    await deliverDueNotifications(delivery);
  },
});
