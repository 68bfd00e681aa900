import { alertEmailTokenParamsSchema, errorBodySchema, notificationSettingsMessages } from '@seeker/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertEmailPage } from './alert-email-page';
import type { DeliveryDeps } from './deliver-due-notifications';
import { confirmAlertEmail, pendingAlertEmailFor } from './notification-settings';

const page = z.string().describe('An HTML page');

/**
 * The alert-email confirmation link: GET shows the address and a Confirm button (it changes nothing,
 * so a mail scanner fetching the link confirms nothing); the button's POST confirms. No session needed.
 */
export const alertEmailConfirmRoutes: FastifyPluginAsyncZod<{ delivery: DeliveryDeps }> = async (app, { delivery }) => {
  // The page's form posts without a body (the token is in the path); only this plugin takes that type.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(
    '/api/alert-email/confirm/:token',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The page the alert-email confirmation link opens: the waiting address and a Confirm button (changes nothing)',
        params: alertEmailTokenParamsSchema,
        response: { 200: page, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const address = await pendingAlertEmailFor(delivery, request.params.token);
      const html = address
        ? alertEmailPage({
            title: 'Confirm your alert email',
            lines: [`Send Seeker's job alerts to ${address}?`],
            form: { action: request.url, label: 'Confirm this address' },
          })
        : alertEmailPage({ title: 'Link expired', lines: [notificationSettingsMessages.linkInvalid] });
      // With the app's "no-referrer", a browser sends `Origin: null` on the form's post, which the
      // cross-site guard refuses; "same-origin" lets it name this origin (and still tells no one else).
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'same-origin').send(html);
    },
  );

  app.post(
    '/api/alert-email/confirm/:token',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Confirm the waiting alert address (the page’s Confirm button); answers with a page saying whether it worked',
        params: alertEmailTokenParamsSchema,
        response: { 200: page, 400: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const confirmed = await confirmAlertEmail(delivery, request.params.token);
      const html = confirmed
        ? alertEmailPage({ title: 'Alert email confirmed', lines: [notificationSettingsMessages.confirmed] })
        : alertEmailPage({ title: 'Link expired', lines: [notificationSettingsMessages.linkInvalid] });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    },
  );
};
