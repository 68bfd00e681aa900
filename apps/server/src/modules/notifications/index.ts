// What other features may use of notifications.
export { deliverDueNotifications, drainDueNotifications, notificationsPerUserInBatch, type DeliveryDeps } from './deliver-due-notifications';
export { createSmtpMailer, type Mailer } from './mailer';
export { createPushSender, vapidKeysFor, type PushSender } from './push-sender';
export { notificationRoutes } from './routes';
export { createNewJobsNotifications, type NewJobsNotice } from './create-new-jobs-notification';
export { createFollowUpNotification } from './create-follow-up-notification';
