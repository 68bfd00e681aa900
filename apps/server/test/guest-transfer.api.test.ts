import { eq, getTableName } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createPosting } from '@seeker/agents/testing';
import type { Dashboard, JobPage } from '@seeker/contract';
import { coverLetters, savedJobs, notifications, pushSubscriptions, resumeTailorings } from '../src/db/schema';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { mergedTables, ownedTables } from '../src/modules/auth/transfer-guest-data';
import { seedSearchSession } from './support/seed-saved-jobs';
import { authPost, createCredentials, signInAsGuest, signUpWithEmail } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';

describeWithApp('a guest keeping their data', (ctx) => {
  it('moves every table that has a user_id, so nothing of a guest is deleted with them', async () => {
    const result = await ctx.database.executeSql(
      "select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name",
    );
    const withUserId = (result.rows as { table_name: string }[]).map((row) => row.table_name);
    const handled = [...ownedTables, ...mergedTables].map((table) => getTableName(table)).sort();
    // better-auth's own tables (sessions, accounts) belong to the sign-in, not to the data.
    expect(withUserId.filter((table) => !['session', 'account'].includes(table))).toEqual(handled);
  });

  it('brings tailored resumes, cover letters, notifications and push subscriptions into the account (a shared browser subscription once)', async () => {
    const guest = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, guest.userId, [{}]);
    const send = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: guest.cookie, origin: testOrigin }, payload });
    const resumeText = 'Jane Doe\n\nEXPERIENCE\nEngineer, Acme — 2019 – 2024\n• Built React apps';
    expect(
      (
        await send('/api/agents/tailor-resume', {
          message: 'Tailor',
          context: { user_id: guest.userId, resume_text: resumeText, job_id: jobIds[0], job_description: 'Requirements\n- React' },
          session_id: `resume-${Date.now()}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await send(`/api/jobs/${jobIds[0]}/cover-letter`, { resumeText })).statusCode).toBe(200);
    await ctx.database.db.insert(notifications).values({
      id: crypto.randomUUID(),
      userId: guest.userId,
      scheduleId: null,
      title: 'New jobs',
      body: '1 new job',
      link: '/jobs',
      jobs: [],
      jobCount: 1,
      deliverAt: new Date(),
    });
    const endpoint = 'https://fcm.googleapis.com/fcm/send/shared';
    const subscription = { endpoint, p256dh: 'key', auth: 'auth' };
    await ctx.database.db.insert(pushSubscriptions).values({ userId: guest.userId, ...subscription });

    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials);
    await ctx.database.db.insert(pushSubscriptions).values({ userId: account.userId, ...subscription });
    expect((await authPost(ctx.app, '/sign-in/email', credentials, guest.cookie)).statusCode).toBe(200);

    const owned = async (table: typeof resumeTailorings | typeof coverLetters | typeof notifications | typeof pushSubscriptions) =>
      (await ctx.database.db.select().from(table).where(eq(table.userId, account.userId))).length;
    expect([await owned(resumeTailorings), await owned(coverLetters), await owned(notifications), await owned(pushSubscriptions)]).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('makes a job both the guest and the account had saved one job: the furthest status, the favourite and every search that found it', async () => {
    const [posting] = await upsertPostings(ctx.database.db, [createPosting({ sourceId: 'both-saved' })], new Date());
    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials);
    const accountSearch = await seedSearchSession(
      ctx.database.db,
      account.userId,
      [{ postingId: posting!.id, status: 'applied' }],
      new Date('2026-11-01T10:00:00Z'),
    );
    const guest = await signInAsGuest(ctx.app);
    const guestSearch = await seedSearchSession(
      ctx.database.db,
      guest.userId,
      [{ postingId: posting!.id, favorite: true }, {}],
      new Date('2026-11-02T10:00:00Z'),
    );
    expect((await authPost(ctx.app, '/sign-in/email', credentials, guest.cookie)).statusCode).toBe(200);

    const saved = await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.userId, account.userId));
    expect(Object.fromEntries(saved.map((job) => [job.id, [job.status, job.favorite]]))).toEqual({
      [accountSearch.jobIds[0]!]: ['applied', true],
      [guestSearch.jobIds[1]!]: ['new', false],
    });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: account.cookie } });
    expect(((await get(`/api/users/${account.userId}/jobs`)).json() as JobPage).total).toBe(2);
    const listed = await get(`/api/jobs/${guestSearch.jobIds[0]}`);
    expect(listed.json()).toMatchObject({ id: guestSearch.jobIds[0], jobId: accountSearch.jobIds[0], status: 'applied' });
  });

  it("shows the guest's jobs on the account's dashboard at once, though the account's was read before", async () => {
    const credentials = createCredentials();
    const account = await signUpWithEmail(ctx.app, credentials);
    const dashboard = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/users/${account.userId}/dashboard`, headers: { cookie: account.cookie } })
      ).json() as Dashboard;
    expect((await dashboard()).stats.jobsFound).toBe(0);
    const guest = await signInAsGuest(ctx.app);
    await seedSearchSession(ctx.database.db, guest.userId, [{}, { status: 'interviewing' }]);
    expect((await authPost(ctx.app, '/sign-in/email', credentials, guest.cookie)).statusCode).toBe(200);
    expect((await dashboard()).stats).toMatchObject({ jobsFound: 2, interviews: 1 });
  });
});
