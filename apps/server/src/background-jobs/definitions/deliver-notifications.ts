import { drainDueFollowUps } from '../../modules/applications';
import { drainDueNotifications } from '../../modules/notifications';
import { defineJob, noPayload } from '../job-definition';

/**
 * Every minute: application follow-ups whose time has come become notifications, then email and push
 * held back by quiet hours go out when they end (this also catches any left by a crash). Each drains in
 * fair batches (a few of each user's at a time) until none is left or its time budget has gone.
 */
export const deliverNotificationsJob = defineJob({
  name: 'deliver-notifications',
  payload: noPayload,
  cron: '* * * * *',
  concurrency: 1,
  onStart: true,
  handle: async ({ delivery }) => {
    await drainDueFollowUps(delivery.db);
    await drainDueNotifications(delivery);
  },
});
