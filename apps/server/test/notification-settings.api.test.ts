import {
  notificationSettingsMessages,
  type NotificationList,
  type NotificationSettingsResponse,
  type TestNotificationResult,
} from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences } from './support/scheduling-app';
import { signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithScheduling('notification settings and the test notification', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });
  const settingsUrl = (who: SignedIn) => `/api/users/${who.userId}/notification-settings`;
  const sendTest = (who: SignedIn) => send(who, 'POST', `/api/users/${who.userId}/notifications/test`);

  it('sends alerts to the sign-in email until a new alert address is confirmed by its link, then to that address', async () => {
    const carol = await signUpWithEmail(ctx.app);
    const initial = (await send(carol, 'GET', settingsUrl(carol))).json() as NotificationSettingsResponse;
    expect(initial).toEqual({
      alertEmail: null,
      pendingAlertEmail: null,
      accountEmail: expect.stringMatching(/@example\.test$/),
      emailConfigured: true,
      pushConfigured: true,
    });

    const proposed = await send(carol, 'PUT', settingsUrl(carol), { alertEmail: '  Jobs@Example.org ' });
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toMatchObject({ alertEmail: null, pendingAlertEmail: 'Jobs@Example.org' });
    expect(ctx.smtp.mails).toHaveLength(1);
    const confirmation = ctx.smtp.mails[0]!;
    expect(confirmation.to.map((to) => to.toLowerCase())).toEqual(['jobs@example.org']);
    expect(confirmation.text).toContain(`Subject: ${notificationSettingsMessages.confirmSubject}`);
    const link = /http:\/\/[^\s"<]+\/api\/alert-email\/confirm\/[A-Za-z0-9_-]+/.exec(confirmation.text)![0];

    // Until the link is opened, a test still goes to the sign-in address.
    expect((await sendTest(carol)).json()).toMatchObject({ email: { state: 'sent' } });
    expect(ctx.smtp.mails[1]!.to).toEqual([initial.accountEmail]);
    // Asking again within the minute is refused: the limit is on links sent, not on accounts.
    expect((await send(carol, 'PUT', settingsUrl(carol), { alertEmail: 'other@example.org' })).statusCode).toBe(429);

    // Opening the link (as a mail scanner would) only shows the page; its button's POST confirms.
    const path = new URL(link).pathname;
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/html');
    expect(opened.headers['referrer-policy']).toBe('same-origin');
    expect(opened.body).toContain('Send Seeker&#39;s job alerts to Jobs@Example.org?');
    expect(opened.body).toContain(`<form method="post" action="${path}">`);
    expect((await ctx.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200);
    expect((await send(carol, 'GET', settingsUrl(carol))).json()).toMatchObject({ alertEmail: null, pendingAlertEmail: 'Jobs@Example.org' });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(notificationSettingsMessages.confirmed);
    expect((await send(carol, 'GET', settingsUrl(carol))).json()).toMatchObject({ alertEmail: 'Jobs@Example.org', pendingAlertEmail: null });
    const again = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testOrigin },
      payload: '',
    });
    expect(again.body).toContain('That confirmation link has expired or was already used.');

    const result = (await sendTest(carol)).json() as TestNotificationResult;
    expect(result).toMatchObject({ email: { state: 'sent', message: null }, push: { state: 'not-chosen' } });
    expect(ctx.smtp.mails[2]!.to.map((to) => to.toLowerCase())).toEqual(['jobs@example.org']);
    expect(ctx.smtp.mails[2]!.text).toContain(`Subject: ${notificationSettingsMessages.testTitle}`);

    // The sign-in address itself is stored as "no alert email", at once.
    const back = await send(carol, 'PUT', settingsUrl(carol), { alertEmail: initial.accountEmail!.toUpperCase() });
    expect(back.json()).toMatchObject({ alertEmail: null, pendingAlertEmail: null });
    expect((await send(carol, 'PUT', settingsUrl(carol), { alertEmail: 'not an address' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alert-email/confirm/made-up-token' })).body).toContain('Link expired');
  });

  it('uses the saved notification type: push only reaches the allowed browsers, and the bell always shows it', async () => {
    const erin = await signUpWithEmail(ctx.app);
    expect((await send(erin, 'PUT', `/api/users/${erin.userId}/push-subscriptions`, ctx.push.subscription('laptop'))).statusCode).toBe(204);
    await savePreferences(ctx.app, erin, scheduledPreferences({ notificationType: 'Push', enabled: false }));
    const result = (await sendTest(erin)).json() as TestNotificationResult;
    expect(result).toMatchObject({ email: { state: 'not-chosen' }, push: { state: 'sent' } });
    expect(ctx.push.deliveries).toHaveLength(1);
    expect(ctx.smtp.mails).toEqual([]);

    await savePreferences(ctx.app, erin, scheduledPreferences({ notificationType: 'None', enabled: false }));
    expect((await sendTest(erin)).json()).toMatchObject({ email: { state: 'not-chosen' }, push: { state: 'not-chosen' } });
    const inbox = (await send(erin, 'GET', `/api/users/${erin.userId}/notifications`)).json() as NotificationList;
    expect(inbox.notifications.map((item) => item.title)).toEqual([notificationSettingsMessages.testTitle, notificationSettingsMessages.testTitle]);
    expect(inbox.notifications[0]!.link).toBe('/settings?tab=notifications');
  });

  it('sends a test at once even inside quiet hours, and at most 3 every 10 minutes', async () => {
    const dave = await signUpWithEmail(ctx.app);
    await savePreferences(
      ctx.app,
      dave,
      scheduledPreferences({ notificationType: 'Email', quietHours: { start: '00:00', end: '23:59' }, enabled: false }),
    );
    for (let sent = 0; sent < 3; sent++) expect((await sendTest(dave)).json()).toMatchObject({ email: { state: 'sent' } });
    const limited = await sendTest(dave);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(notificationSettingsMessages.testLimit);
    expect(ctx.smtp.mails).toHaveLength(3);
    expect(await ctx.database.db.select().from(notifications).where(eq(notifications.userId, dave.userId))).toHaveLength(3);
  });

  it('tells a guest why no email went out, and keeps them from naming an address before they have an account', async () => {
    const guest = await signInAsGuest(ctx.app);
    expect((await send(guest, 'GET', settingsUrl(guest))).json()).toMatchObject({ alertEmail: null, accountEmail: null });
    const refused = await send(guest, 'PUT', settingsUrl(guest), { alertEmail: 'someone@example.org' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(notificationSettingsMessages.guestEmail);
    expect((await send(guest, 'PUT', settingsUrl(guest), { alertEmail: null })).statusCode).toBe(200);

    // A guest's own default is the app alone; one who picks email anyway is told why none went out.
    expect(((await sendTest(guest)).json() as TestNotificationResult).email).toEqual({ state: 'not-chosen', message: null });
    await savePreferences(ctx.app, guest, scheduledPreferences({ notificationType: 'Email', enabled: false }));
    const result = (await sendTest(guest)).json() as TestNotificationResult;
    expect(result.email).toEqual({ state: 'skipped', message: expect.stringContaining('Guests have no email address') });
    expect(ctx.smtp.mails).toEqual([]);
  });
});
