import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applicationFollowUps } from '../src/db/schema';
import { addedJobsFullMessage, pendingFollowUpsFullMessage, userQuotas } from '../src/modules/quotas';
import { seedSearchSession } from './support/seed-saved-jobs';
import { describeWithSources } from './support/search-app';
import { signInAsGuest, signUpWithEmail, type SignedIn } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithSources('quotas per user', { enabled: [] }, (ctx) => {
  const typeIn = (who: SignedIn, index: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/typed-in',
      headers: { cookie: who.cookie, origin: testOrigin },
      payload: {
        url: `https://jobs.example.com/${index}`,
        title: `Nurse ${index}`,
        company: 'Acme Care',
        location: 'Fresno, CA',
        salary: '',
        description: 'Shifts.',
      },
    });
  /** `count` jobs added one at a time, as adding by link or by hand files them (a session of one each). */
  const seedAdded = async (who: SignedIn, count: number) => {
    for (let index = 0; index < count; index++)
      await seedSearchSession(
        ctx.database.db,
        who.userId,
        [{ title: `Added ${index}`, company: 'Acme' }],
        new Date(),
        `session-link-seed-${who.userId}-${index}`,
      );
  };

  it('refuses a guest the added job past their quota with 409 and a message, while an account keeps more', async () => {
    const guest = await signInAsGuest(ctx.app);
    await seedAdded(guest, userQuotas.guest.addedJobs - 1);
    expect((await typeIn(guest, 1)).statusCode).toBe(201);
    const refused = await typeIn(guest, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: addedJobsFullMessage('guest') } });
    // The same job again is no new job: it is refreshed, whatever the quota.
    expect((await typeIn(guest, 1)).statusCode).toBe(200);
    // Jobs a search found are not added jobs: they never count.
    await seedSearchSession(ctx.database.db, guest.userId, [{ title: 'Found by a search', company: 'Globex' }]);
    expect((await typeIn(guest, 3)).statusCode).toBe(409);

    const account = await signUpWithEmail(ctx.app);
    await seedAdded(account, userQuotas.guest.addedJobs);
    expect((await typeIn(account, 1)).statusCode).toBe(201);
  });

  it('takes 10 typed-in jobs a minute from one person, then answers 429 with when to try again; other kinds and people unaffected', async () => {
    const dana = await signInAsGuest(ctx.app);
    const statuses = [];
    for (let index = 0; index < 10; index++) statuses.push((await typeIn(dana, 100 + index)).statusCode);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await typeIn(dana, 200);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Seeker takes at most 10 new jobs a minute from one person\. Try again in 1 minute\.$/);
    // A follow-up is another kind: it has its own turns.
    const { jobIds } = await seedSearchSession(ctx.database.db, dana.userId, [{ title: 'Nurse', company: 'Acme Care' }]);
    const followUp = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${jobIds[0]}/follow-ups`,
      headers: { cookie: dana.cookie, origin: testOrigin },
      payload: { dueOn: '2099-03-02', note: '' },
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    expect((await typeIn(await signInAsGuest(ctx.app), 300)).statusCode).toBe(201);
  });

  /** A guest with three jobs and `waiting` reminders spread over the first two (each job holds at most 30), due long after the test. */
  const guestWithWaitingReminders = async (waiting: number) => {
    const guest = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, guest.userId, [
      { title: 'Nurse', company: 'Acme Care' },
      { title: 'Nurse', company: 'Globex Health' },
      { title: 'Nurse', company: 'Initech Clinic' },
    ]);
    await ctx.database.db.insert(applicationFollowUps).values(
      Array.from({ length: waiting }, (_, index) => ({
        id: crypto.randomUUID(),
        jobId: jobIds[index % 2]!,
        userId: guest.userId,
        dueOn: '2099-03-02',
        remindAt: new Date('2099-03-02T09:00:00Z'),
        note: '',
      })),
    );
    const addTo = (jobId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/applications/${jobId}/follow-ups`,
        headers: { cookie: guest.cookie, origin: testOrigin },
        payload: { dueOn: '2099-03-03', note: '' },
      });
    return { guest, jobIds, addTo };
  };

  it('keeps a guest to 60 reminders waiting across their applications (409 and a message); one sent or done makes room', async () => {
    const { guest: erin, jobIds, addTo } = await guestWithWaitingReminders(userQuotas.guest.pendingFollowUps);
    // The third job has none of its own: the cap is the person's, not the job's.
    const refused = await addTo(jobIds[2]!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'CONFLICT', message: pendingFollowUpsFullMessage('guest') } });
    expect(pendingFollowUpsFullMessage('guest')).toMatch(/^You have 60 reminders waiting, .* create an account to keep up to 300\.$/);

    const [first] = await ctx.database.db
      .select({ id: applicationFollowUps.id })
      .from(applicationFollowUps)
      .where(eq(applicationFollowUps.userId, erin.userId))
      .limit(1);
    await ctx.database.db.update(applicationFollowUps).set({ doneAt: new Date() }).where(eq(applicationFollowUps.id, first!.id));
    expect((await addTo(jobIds[2]!)).statusCode).toBe(201);
    expect((await addTo(jobIds[2]!)).statusCode).toBe(409);

    // Marked not done again, the done one would wait again: refused the same way, and it stays done.
    const unmark = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/applications/${jobIds[0]}/follow-ups/${first!.id}`,
      headers: { cookie: erin.cookie, origin: testOrigin },
      payload: { done: false },
    });
    expect(unmark.statusCode).toBe(409);
    expect(unmark.json()).toEqual({ error: { code: 'CONFLICT', message: pendingFollowUpsFullMessage('guest') } });
    const [still] = await ctx.database.db
      .select({ doneAt: applicationFollowUps.doneAt })
      .from(applicationFollowUps)
      .where(eq(applicationFollowUps.id, first!.id));
    expect(still!.doneAt).not.toBeNull();
  });

  it('takes two adds at once at the last free place as one 201 and one 409', async () => {
    const { jobIds, addTo } = await guestWithWaitingReminders(userQuotas.guest.pendingFollowUps - 1);
    const statuses = (await Promise.all([addTo(jobIds[2]!), addTo(jobIds[1]!)])).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });
});
