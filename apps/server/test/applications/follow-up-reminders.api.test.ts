import type { NotificationList } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicationFollowUps, notifications } from '../../src/db/schema';
import { deliverNotificationsJob } from '../../src/background-jobs/definitions/deliver-notifications';
import type { JobDeps } from '../../src/background-jobs/job-definition';
import { drainDueFollowUps, followUpsPerUserInBatch, sendDueFollowUps } from '../../src/modules/applications';
import { deliverDueNotifications } from '../../src/modules/notifications';
import { savePreferences } from '../support/search-app';
import { describeWithScheduling, scheduledPreferences } from '../support/scheduling-app';
import { seedSearchSession } from '../support/seed-saved-jobs';
import { signInAsGuest, signUpWithEmail, type SignedIn } from '../support/sign-in';
import { testOrigin } from '../support/test-app';

describeWithScheduling('follow-up reminders', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });
  const inbox = async (who: SignedIn) => (await send(who, 'GET', `/api/users/${who.userId}/notifications`)).json() as NotificationList;
  const remindAtOf = async (id: string) => (await ctx.database.db.select().from(applicationFollowUps).where(eq(applicationFollowUps.id, id)))[0]!;

  it('sends a reminder on its day in-app, and by email only once quiet hours are over', async () => {
    const carol = await signUpWithEmail(ctx.app);
    // Quiet 08:00–10:00 in Berlin: the 09:00 reminder is in-app at 09:00 and by email at 10:00.
    await savePreferences(
      ctx.app,
      carol,
      scheduledPreferences({ notificationType: 'Email', timezone: 'Europe/Berlin', quietHours: { start: '08:00', end: '10:00' } }),
    );
    const { jobIds } = await seedSearchSession(ctx.database.db, carol.userId, [{ title: 'Frontend Engineer', company: 'Acme Robotics' }]);
    const created = await send(carol, 'POST', `/api/applications/${jobIds[0]}/follow-ups`, {
      dueOn: '2099-03-02',
      note: 'Ask Grace about next steps',
    });
    expect(created.statusCode, created.body).toBe(201);
    const followUp = await remindAtOf((created.json() as { id: string }).id);
    expect(followUp.remindAt.toISOString()).toBe('2099-03-02T08:00:00.000Z');

    // Not before its time.
    expect(await sendDueFollowUps(ctx.database.db, new Date('2099-03-02T07:59:00Z'))).toBe(0);
    expect((await inbox(carol)).notifications).toEqual([]);

    expect(await sendDueFollowUps(ctx.database.db, new Date('2099-03-02T08:00:30Z'))).toBe(1);
    const [reminder] = (await inbox(carol)).notifications;
    expect(reminder).toMatchObject({
      title: 'Follow up: Frontend Engineer at Acme Robotics',
      body: 'Ask Grace about next steps',
      link: `/applications/${jobIds[0]}`,
      readAt: null,
    });
    // Sent once, however often the minute job runs.
    expect(await sendDueFollowUps(ctx.database.db, new Date('2099-03-02T08:01:30Z'))).toBe(0);
    expect((await inbox(carol)).notifications).toHaveLength(1);
    expect((await remindAtOf(followUp.id)).sentAt).not.toBeNull();

    // Quiet hours hold the email back to 10:00 Berlin (09:00 UTC).
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, carol.userId));
    expect(row).toMatchObject({ kind: 'follow-up', email: 'pending', push: null });
    expect(row!.deliverAt.toISOString()).toBe('2099-03-02T09:00:00.000Z');
    await deliverDueNotifications(ctx.parts.delivery, new Date('2099-03-02T08:59:00Z'));
    expect(ctx.smtp.mails).toEqual([]);
    await deliverDueNotifications(ctx.parts.delivery, new Date('2099-03-02T09:00:10Z'));
    expect(ctx.smtp.mails).toHaveLength(1);
    expect(ctx.smtp.mails[0]!.text).toContain('Subject: Follow up: Frontend Engineer at Acme Robotics');
    expect(ctx.smtp.mails[0]!.text).toContain('Ask Grace about next steps');
    expect(ctx.smtp.mails[0]!.text).toContain(`${testOrigin}/applications/${jobIds[0]}`);

    // The board and the page show it sent.
    const page = (await send(carol, 'GET', `/api/applications/${jobIds[0]}`)).json() as { timeline: { kind: string }[] };
    expect(page.timeline.map((entry) => entry.kind)).toContain('reminder-sent');
  });

  it('fires through the minute job, in-app only for type None, and never for a follow-up marked done', async () => {
    const guest = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, guest, scheduledPreferences({ notificationType: 'None', timezone: 'UTC' }));
    const { jobIds } = await seedSearchSession(ctx.database.db, guest.userId, [
      { title: 'Data Engineer', company: 'Initech' },
      { title: 'QA', company: 'Globex' },
    ]);
    const today = new Date().toISOString().slice(0, 10);
    const due = (await send(guest, 'POST', `/api/applications/${jobIds[0]}/follow-ups`, { dueOn: today })).json() as { id: string };
    const cancelled = (await send(guest, 'POST', `/api/applications/${jobIds[1]}/follow-ups`, { dueOn: today })).json() as { id: string };
    expect((await send(guest, 'PATCH', `/api/applications/${jobIds[1]}/follow-ups/${cancelled.id}`, { done: true })).statusCode).toBe(200);
    // Today's 09:00 UTC may still be ahead: the job runs as if it were past it.
    await ctx.database.db.update(applicationFollowUps).set({ remindAt: new Date(Date.now() - 60_000) });

    // The job reads only its delivery parts.
    await deliverNotificationsJob.run({ delivery: ctx.parts.delivery } as JobDeps, {});
    const { notifications: list } = await inbox(guest);
    expect(list.map((entry) => entry.title)).toEqual(['Follow up: Data Engineer at Initech']);
    expect(list[0]!.body).toBe(`You asked to be reminded on ${today} to follow up on this application.`);
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, guest.userId));
    expect(row).toMatchObject({ email: null, push: null });
    expect((await remindAtOf(due.id)).sentAt).not.toBeNull();
    expect((await remindAtOf(cancelled.id)).sentAt).toBeNull();
  });

  it("sends everyone's reminders fairly: a user with many due gets a few a batch, beside another's one that came later", async () => {
    const [many, one] = [await signInAsGuest(ctx.app), await signUpWithEmail(ctx.app)];
    for (const who of [many, one]) await savePreferences(ctx.app, who, scheduledPreferences({ notificationType: 'Email' }));
    const insertDue = async (who: SignedIn, count: number, remindAt: Date) => {
      const { jobIds } = await seedSearchSession(ctx.database.db, who.userId, [{ title: 'Frontend Engineer', company: 'Acme Robotics' }]);
      await ctx.database.db.insert(applicationFollowUps).values(
        Array.from({ length: count }, (_, index) => ({
          id: `fair-${who.userId}-${index}`,
          jobId: jobIds[0]!,
          userId: who.userId,
          dueOn: '2099-04-01',
          remindAt: new Date(remindAt.getTime() + index),
          note: '',
        })),
      );
    };
    await insertDue(many, 40, new Date('2099-04-01T08:00:00Z'));
    await insertDue(one, 1, new Date('2099-04-01T08:30:00Z'));
    const now = new Date('2099-04-01T09:00:00Z');

    // The first batch holds the later user's one beside the first few of the forty.
    expect(await sendDueFollowUps(ctx.database.db, now)).toBe(followUpsPerUserInBatch + 1);
    expect((await inbox(one)).notifications).toHaveLength(1);
    expect((await inbox(many)).notifications).toHaveLength(followUpsPerUserInBatch);
    // The minute job drains the rest in batches within its budget.
    expect(await drainDueFollowUps(ctx.database.db, now)).toBe(40 - followUpsPerUserInBatch);
    expect(await sendDueFollowUps(ctx.database.db, now)).toBe(0);

    // Delivery is as fair: the one email goes in the first batch, whoever has more waiting.
    await ctx.database.db
      .update(notifications)
      .set({ email: 'pending', deliverAt: new Date('2099-04-01T08:00:00Z') })
      .where(eq(notifications.userId, many.userId));
    await ctx.database.db
      .update(notifications)
      .set({ deliverAt: new Date('2099-04-01T08:59:00Z') })
      .where(eq(notifications.userId, one.userId));
    await deliverDueNotifications(ctx.parts.delivery, now, followUpsPerUserInBatch + 1);
    const [oneRow] = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, one.userId));
    expect(oneRow).toMatchObject({ email: 'sent' });
    expect(ctx.smtp.mails).toHaveLength(1);
  });
});
