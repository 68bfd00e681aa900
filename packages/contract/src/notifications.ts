import { z } from 'zod/mini';
import { recordIdSchema, safeString } from './text';

export const notificationIdParamsSchema = z.object({ notificationId: recordIdSchema });

export const notificationJobSchema = z.object({ jobId: z.string(), title: z.string(), company: z.string() });

/** An in-app notification: every scheduled run that finds new jobs leaves one, whatever the chosen type. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().check(z.describe('Where the notification leads inside the app')),
  jobs: z.array(notificationJobSchema).check(z.describe('The top new matches')),
  createdAt: z.iso.datetime({ offset: true }),
  readAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema).check(z.describe('Newest first, at most 50')),
  unread: z.number().check(z.int()),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationMessages = {
  bell: 'Notifications',
  empty: 'No notifications yet. Scheduled searches tell you here when they find new jobs.',
  loadFailed: 'Could not load notifications.',
  markAllRead: 'Mark all as read',
  notFound: 'Notification not found',
} as const;

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
    keys: z.object({
      p256dh: z.string().check(z.minLength(1), z.maxLength(256), z.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')),
      auth: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url')),
    }),
  })
  .check(
    z.meta({
      examples: [
        {
          endpoint: 'https://fcm.googleapis.com/fcm/send/example-subscription',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      ],
    }),
  );
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z
  .object({ endpoint: z.string().check(z.minLength(1), z.maxLength(2048)) })
  .check(z.meta({ examples: [{ endpoint: 'https://fcm.googleapis.com/fcm/send/example-subscription' }] }));

export const pushPublicKeySchema = z.object({ publicKey: z.string().check(z.describe('The VAPID application server key (base64url)')) });

/** Per user: more browsers than this and the oldest subscription is dropped. */
export const maxPushSubscriptions = 10;

/** What the Notifications tab sets besides the schedule's type, quiet hours and time zone (those live in the preferences). */
export const notificationSettingsSchema = z
  .object({
    alertEmail: z
      .nullable(
        z.pipe(
          safeString().check(z.trim(), z.maxLength(254, 'Enter an email address of at most 254 characters')),
          z.email('Enter a valid email address'),
        ),
      )
      .check(z.describe('Where alert emails should go; null sends them to the sign-in email. A new address is used once it is confirmed.')),
  })
  .check(z.meta({ examples: [{ alertEmail: null }, { alertEmail: 'jobs@example.com' }] }));
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = z.object({
  alertEmail: z.nullable(z.string()).check(z.describe('The confirmed address alerts go to; null: the sign-in email')),
  pendingAlertEmail: z.nullable(z.string()).check(z.describe('An address waiting for its confirmation link to be opened')),
  accountEmail: z.nullable(z.string()).check(z.describe('The sign-in email; null for a guest')),
  /** Whether this server can send each channel at all. */
  emailConfigured: z.boolean(),
  pushConfigured: z.boolean(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

export const alertEmailTokenParamsSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) });

export const deliveryOutcomeSchema = z.object({
  state: z.enum(['sent', 'skipped', 'failed', 'not-chosen']),
  message: z.nullable(z.string()).check(z.describe('Why it was skipped or failed')),
});
export type DeliveryOutcome = z.infer<typeof deliveryOutcomeSchema>;

export const testNotificationResultSchema = z.object({
  notificationId: z.string().check(z.describe('The in-app notification the test left in the bell')),
  email: deliveryOutcomeSchema,
  push: deliveryOutcomeSchema,
});
export type TestNotificationResult = z.infer<typeof testNotificationResultSchema>;

export const notificationSettingsMessages = {
  guestEmail: 'Guests have no email address: add an email and password under Account first.',
  guestEmailSchedule:
    'Guests have no email address: add an email and password in Settings, under Account, to get these by email. Until then, new jobs are announced in the app only.',
  testTitle: 'Test notification from Seeker',
  testBody: 'Notifications reach you here. Scheduled searches use the same way when they find new jobs.',
  testLimit: 'You can send 3 test notifications every 10 minutes. Please wait a few minutes.',
  saveFailed: 'Failed to save notification settings. Please try again.',
  noSmtp: 'Email is not set up on this server, so a new address cannot be confirmed.',
  confirmWait: 'A confirmation link was sent less than a minute ago. Please wait a minute before asking again.',
  confirmSubject: 'Confirm your Seeker alert email',
  pending: (address: string) => `We sent a confirmation link to ${address}. Alerts go to your sign-in email until you open it.`,
  confirmed: 'Your alert email is confirmed: alerts go there from now on.',
  linkInvalid: 'That confirmation link has expired or was already used. Enter the address again to get a new one.',
} as const;

/** How long a confirmation link works, and how often one may be sent. */
export const alertEmailConfirmation = { validHours: 24, resendSeconds: 60 } as const;

/** At most this many test notifications per user in `testWindowMinutes`. */
export const testNotificationLimit = { count: 3, windowMinutes: 10 } as const;
