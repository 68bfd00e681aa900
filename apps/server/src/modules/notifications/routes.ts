import {
  errorBodySchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeRequestSchema,
  testNotificationResultSchema,
  userIdParamsSchema,
} from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { DeliveryDeps } from './deliver-due-notifications';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './list-notifications';
import { alertEmailConfirmRoutes } from './alert-email-routes';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings';
import { sendTestNotification } from './send-test-notification';
import { removePushSubscription, savePushSubscription } from './save-push-subscription';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const noContent = { 204: z.null().describe('Done') };

export const notificationRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryDeps }> = async (app, { delivery }) => {
  const { db, push } = delivery;
  app.get(
    '/api/users/:userId/notifications',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: 'The newest in-app notifications and the unread count',
        params: userIdParamsSchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, (await request.requireUser()).id),
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification as read',
        params: notificationIdParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationRead(db, (await request.requireUser()).id, request.params.notificationId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/:userId/notifications/read-all',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification as read',
        params: userIdParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(db, (await request.requireUser()).id);
      return reply.code(204).send(null);
    },
  );

  const requirePush = () => {
    if (!push) throw new AppError('UNAVAILABLE', 'Push notifications are not set up on this server.');
    return push;
  };

  app.get(
    '/api/push/public-key',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['notifications'],
        summary: "This server's VAPID key, for the browser's PushManager.subscribe",
        response: { 200: pushPublicKeySchema, 401: errorBodySchema, 503: errorBodySchema },
      },
    },
    async () => ({ publicKey: requirePush().publicKey }),
  );

  app.put(
    '/api/users/:userId/push-subscriptions',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: "Keep this browser's push subscription (endpoint must be a browser push service)",
        params: userIdParamsSchema,
        body: pushSubscriptionRequestSchema,
        response: { ...noContent, ...errors, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      await savePushSubscription(db, requirePush(), (await request.requireUser()).id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/users/:userId/push-subscriptions/remove',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: "Forget a browser's push subscription",
        params: userIdParamsSchema,
        body: pushUnsubscribeRequestSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await removePushSubscription(db, (await request.requireUser()).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/users/:userId/notification-settings',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: 'The alert email and which channels this server can send (type, quiet hours and time zone are in the preferences)',
        params: userIdParamsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors },
      },
    },
    async (request) => getNotificationSettings(delivery, (await request.requireUser()).id),
  );

  app.put(
    '/api/users/:userId/notification-settings',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary:
          'Set the email address alerts go to (null: the sign-in email). A new address gets a confirmation link and is used once it is opened; guests first add an email under Account',
        params: userIdParamsSchema,
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => saveNotificationSettings(delivery, (await request.requireUser()).id, request.body),
  );

  app.post(
    '/api/users/:userId/notifications/test',
    {
      onRequest: app.requireOwnUserParam,
      schema: {
        tags: ['notifications'],
        summary: 'Send a test notification now by the saved notification type (in-app always); at most 3 every 10 minutes',
        params: userIdParamsSchema,
        response: { 200: testNotificationResultSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => sendTestNotification(delivery, (await request.requireUser()).id),
  );

  await app.register(alertEmailConfirmRoutes, { delivery });
};
