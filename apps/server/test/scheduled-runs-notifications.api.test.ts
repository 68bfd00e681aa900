import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../src/db/schema';
import { deliverDueNotifications } from '../src/modules/notifications';
import { executeScheduledSearch } from '../src/modules/scheduled-searches';
import { wallTimeAt } from '../src/lib/time/zoned-time';
import { acmeCook, acmeFrontend } from './fixtures/search-jobs';
import { hour, scheduledRunReads } from './support/scheduled-run-reads';
import { savePreferences } from './support/search-app';
import { describeWithScheduling, scheduledPreferences, setUpAcmeBoard } from './support/scheduling-app';
import { signInAsGuest, signUpWithEmail } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithScheduling('scheduled runs: notifications', (ctx) => {
  const { get, schedule, inbox } = scheduledRunReads(ctx);

  it('emails the new jobs to an account with an email, holding them back during quiet hours until they end', async () => {
    setUpAcmeBoard(ctx.fake);
    const carol = await signUpWithEmail(ctx.app);
    const zone = 'America/New_York';
    const now = new Date();
    const wall = wallTimeAt(now, zone);
    const at = (offsetHours: number) => `${String((wall.hour + offsetHours + 24) % 24).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
    await savePreferences(
      ctx.app,
      carol,
      scheduledPreferences({ notificationType: 'Email', timezone: zone, quietHours: { start: at(-1), end: at(1) } }),
    );
    const { id, cloudTaskId } = await schedule(carol);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: id, taskId: cloudTaskId!, scheduledFor: now.toISOString() }, now);

    const [held] = await ctx.database.db.select().from(notifications);
    expect(held?.email).toBe('pending');
    // Quiet hours end at the next whole minute an hour from now, in New York.
    expect(held!.deliverAt.getTime() - now.getTime()).toBeGreaterThan(59 * 60_000);
    expect(held!.deliverAt.getTime() - now.getTime()).toBeLessThanOrEqual(60 * 60_000);
    expect(wallTimeAt(held!.deliverAt, zone)).toMatchObject({ hour: (wall.hour + 1) % 24, minute: wall.minute });
    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() - 60_000));
    expect(ctx.smtp.mails).toEqual([]);

    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() + 1_000));
    expect(ctx.smtp.mails).toHaveLength(1);
    const [mail] = ctx.smtp.mails;
    expect(mail!.to).toEqual([expect.stringMatching(/@example\.test$/)]);
    expect(mail!.from).toBe('jobs@seeker.test');
    expect(mail!.text).toContain('Subject: 1 new job for Frontend Engineer');
    expect(mail!.text).toContain('<a href="https://boards.greenhouse.io/acmerobotics/jobs/4001">Senior Frontend Engineer</a>');
    expect(mail!.text).toContain('- Senior Frontend Engineer at Acme Robotics');
    expect(mail!.text).not.toContain('<script');
    expect((await ctx.database.db.select().from(notifications))[0]?.email).toBe('sent');

    // Delivered once: the minute's sweep finds nothing more to send.
    await deliverDueNotifications(ctx.parts.delivery, new Date(held!.deliverAt.getTime() + 120_000));
    expect(ctx.smtp.mails).toHaveLength(1);
  });

  it('emails at once outside quiet hours, and never to a guest, who has no address', async () => {
    setUpAcmeBoard(ctx.fake);
    const dave = await signUpWithEmail(ctx.app);
    await savePreferences(ctx.app, dave, scheduledPreferences({ notificationType: 'Both' }));
    const mine = await schedule(dave);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId! });
    expect(ctx.smtp.mails).toHaveLength(1);

    const guest = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, guest, scheduledPreferences({ notificationType: 'Email' }));
    const theirs = await schedule(guest);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: theirs.id, taskId: theirs.cloudTaskId! });
    expect(ctx.smtp.mails).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, guest.userId));
    expect(row).toMatchObject({ email: 'skipped', deliveryError: expect.stringContaining('Guests have no email address') });
    expect((await inbox(guest)).unread).toBe(1);
  });

  it('pushes to the browsers the user allowed, forgets one its push service says is gone, and refuses other endpoints', async () => {
    setUpAcmeBoard(ctx.fake);
    const erin = await signInAsGuest(ctx.app);
    const subscribe = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${erin.userId}/push-subscriptions`,
        headers: { cookie: erin.cookie, origin: testOrigin },
        payload,
      });
    const refused = await subscribe({ endpoint: 'https://evil.example/collect', keys: ctx.push.subscription('x').keys });
    expect(refused.statusCode).toBe(400);
    expect((await subscribe(ctx.push.subscription('laptop'))).statusCode).toBe(204);
    const key = await get(erin, '/api/push/public-key');
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    await savePreferences(ctx.app, erin, scheduledPreferences({ notificationType: 'Push' }));
    const mine = await schedule(erin);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId! });
    expect(ctx.push.deliveries).toHaveLength(1);
    const [delivery] = ctx.push.deliveries;
    expect(delivery!.path).toBe('/push/laptop');
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(delivery!.bodyBytes).toBeGreaterThan(0);
    expect(ctx.smtp.mails).toEqual([]);

    ctx.push.answer(410);
    setUpAcmeBoard(ctx.fake, [acmeFrontend, { ...acmeCook, title: 'Frontend Engineer, Robots' }]);
    const later = new Date(Date.now() + 2 * hour);
    await executeScheduledSearch(ctx.parts.execute, { scheduleId: mine.id, taskId: mine.cloudTaskId!, scheduledFor: later.toISOString() }, later);
    expect(ctx.push.deliveries).toHaveLength(2);
    expect(await ctx.database.db.select().from(pushSubscriptions)).toEqual([]);
  });
});
