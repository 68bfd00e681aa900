import { dashboardSchema, documentRunMessages, onboardingRunRequest, type Dashboard, type JobPage } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, savedJobs, resumes } from '../src/db/schema';
import { recordAgentRun } from '../src/modules/agent-runs/record-agent-run';
import { createResumeRows } from './support/resume-rows';
import { savedJobRequests } from './support/saved-job-requests';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('saved jobs: dashboard', (ctx) => {
  const { send } = savedJobRequests(ctx);

  it('answers the dashboard in one request: the tiles over every job and the first page', async () => {
    const alice = await signInAsGuest(ctx.app);
    await seedSearchSession(
      ctx.database.db,
      alice.userId,
      Array.from({ length: 45 }, (_, index) => ({ status: index % 9 === 0 ? 'interviewing' : 'new' })),
    );
    const response = await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json() as Dashboard;
    expect(dashboard.stats).toEqual({ jobsFound: 45, applications: 0, interviews: 5, offers: 0 });
    expect(dashboard.savedJobs.jobs).toHaveLength(20);
    expect(dashboard.savedJobs).toMatchObject({ total: 45, nextOffset: 20 });
  });

  it("writes each dashboard job as the job list answers it, whatever its fields hold (the database writes the dashboard's JSON)", async () => {
    const alice = await signInAsGuest(ctx.app);
    const olderSearch = new Date('2026-03-01T08:00:00.000Z');
    await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Older search' }], olderSearch);
    const [resume] = createResumeRows(alice.userId, 1);
    await ctx.database.db.insert(resumes).values(resume!);
    await seedSearchSession(ctx.database.db, alice.userId, [
      {},
      // Nothing optional: no pay range, workplace, job type or seniority; no places; a zero score.
      { salaryRange: null, workplace: null, jobType: null, seniority: null, places: [], matchScore: 0, salary: 'Not specified' },
      // Every optional field, text that JSON must escape, microseconds the API drops, and an application.
      {
        title: 'Ingénieur "Frontend" \\ <b>&</b> \u2028 émoji 🚀',
        description: 'Line one\nLine\ttwo\u0001',
        datePosted: new Date('2025-12-31T23:59:59.999Z'),
        salaryRange: { min: 95_000.5, max: 120_000, currency: 'EUR', period: 'year' },
        workplace: 'hybrid',
        remote: true,
        places: [{ location: 'Paris', workplace: 'hybrid', salary: '€95k', url: 'https://boards.example/p', sourceLabel: 'Lever' }],
        favorite: true,
        status: 'applied',
        appliedAt: new Date(),
        resumeId: resume!.id,
        appliedResumeTitle: 'Maya — backend.pdf',
        appliedCoverLetter: true,
      },
      // Applied with a resume since deleted: its title is not shown.
      { status: 'applied', appliedAt: new Date(), resumeId: null, appliedResumeTitle: 'Gone.pdf' },
    ]);
    await ctx.database.db.execute(sql`update saved_jobs set date_posted = date_posted + interval '123 microseconds' where user_id = ${alice.userId}`);

    const response = await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const dashboard = response.json() as Dashboard;
    expect(dashboardSchema.parse(dashboard)).toEqual(dashboard);
    const list = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs`)).json() as JobPage;
    expect(dashboard.savedJobs).toEqual(list);
    expect(list.jobs.map((job) => job.title)).toContain('Older search');
    expect(list.jobs.find((job) => job.favorite)?.appliedWith).toEqual({
      resumeId: resume!.id,
      resumeTitle: 'Maya — backend.pdf',
      coverLetter: true,
    });
    expect(list.jobs.find((job) => job.appliedWith && !job.appliedWith.resumeId)?.appliedWith).toEqual({
      resumeId: null,
      resumeTitle: null,
      coverLetter: false,
    });
  });

  it('reads the dashboard in one statement once the session check is cached, and not again until a change of the user commits (embedded database)', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}]);
    const stats = ctx.database.queueStats;
    if (!stats) return; // PostgreSQL has no statement queue to count, and every request reads there
    const dashboard = async () => {
      const response = await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`);
      expect(response.statusCode).toBe(200);
      return response.json() as Dashboard;
    };
    await send(alice, 'GET', `/api/users/${alice.userId}/profile`); // the session check, cached
    const served = () => stats().served.interactive + stats().served.background;
    const statementsOf = async (work: () => Promise<unknown>) => {
      const before = served();
      await work();
      return served() - before;
    };
    expect(await statementsOf(dashboard)).toBe(1);
    expect(await statementsOf(dashboard)).toBe(0);
    // Ten at once share one read.
    await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'applied' });
    expect(await statementsOf(() => Promise.all(Array.from({ length: 10 }, dashboard)))).toBe(1);
    expect((await dashboard()).stats.applications).toBe(1);
    // Another user's change leaves hers kept; a write made straight to the database (a scheduled run's, a
    // transaction's) is told when it commits.
    await seedSearchSession(ctx.database.db, bob.userId, [{}]);
    expect(await statementsOf(dashboard)).toBe(0);
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(savedJobs).set({ status: 'offered' }).where(eq(savedJobs.id, jobIds[1]!));
    });
    expect((await dashboard()).stats.offers).toBe(1);
    await recordAgentRun(ctx.database.db, alice.userId, onboardingRunRequest({ id: alice.userId, isAnonymous: true }));
    expect((await dashboard()).searchRunning).toBe(true);
    await ctx.database.db.delete(savedJobs).where(eq(savedJobs.userId, alice.userId));
    expect((await dashboard()).stats.jobsFound).toBe(0);
  });

  it('answers the dashboard and the job list with an ETag, 304 while it is current, and a new one when anything shown changes', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}]);
    await seedSearchSession(ctx.database.db, bob.userId, [{}, {}, {}]);
    const get = (who: SignedIn, url: string, etag?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie, ...(etag ? { 'if-none-match': etag } : {}) } });
    const dashboardUrl = `/api/users/${alice.userId}/dashboard`;

    const first = await get(alice, dashboardUrl);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/cookie/i);
    const notModified = await get(alice, dashboardUrl, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // Weak comparison, lists and `*`; another ETag is no match.
    expect((await get(alice, dashboardUrl, `"x", ${etag.slice(2)}`)).statusCode).toBe(304);
    expect((await get(alice, dashboardUrl, '*')).statusCode).toBe(304);
    expect((await get(alice, dashboardUrl, 'W/"other"')).statusCode).toBe(200);
    // Another user's answer is another ETag, and a refusal carries none.
    expect((await get(bob, `/api/users/${bob.userId}/dashboard`)).headers.etag).not.toBe(etag);
    const refused = await get(bob, dashboardUrl, etag);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.etag).toBeUndefined();
    // Two new guests' dashboards are the same JSON, yet one's tag is never current for the other's.
    const [carol, dave] = [await signInAsGuest(ctx.app), await signInAsGuest(ctx.app)];
    const carols = await get(carol, `/api/users/${carol.userId}/dashboard`);
    const daves = await get(dave, `/api/users/${dave.userId}/dashboard`, String(carols.headers.etag));
    expect(daves.body).toBe(carols.body);
    expect(daves.statusCode).toBe(200);
    expect(daves.headers.etag).not.toBe(carols.headers.etag);

    // Each change of what the dashboard shows changes the ETag: a status (the tiles and the job), a favourite, a search under way.
    const seen = new Set([etag]);
    const expectChanged = async () => {
      const answer = await get(alice, dashboardUrl, [...seen].join(', '));
      expect(answer.statusCode).toBe(200);
      seen.add(String(answer.headers.etag));
    };
    await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'applied' });
    await expectChanged();
    await send(alice, 'PATCH', `/api/jobs/${jobIds[2]}`, { favorite: true });
    await expectChanged();
    await recordAgentRun(ctx.database.db, alice.userId, onboardingRunRequest({ id: alice.userId, isAnonymous: true }));
    await expectChanged();
    await send(alice, 'DELETE', `/api/jobs/${jobIds[1]}`);
    await expectChanged();
    expect(seen.size).toBe(5);

    const listUrl = `/api/users/${alice.userId}/jobs?limit=1`;
    const list = await get(alice, listUrl);
    expect((await get(alice, listUrl, String(list.headers.etag))).statusCode).toBe(304);
    expect((await get(alice, `/api/users/${alice.userId}/jobs?limit=2`, String(list.headers.etag))).statusCode).toBe(200);
  });

  it("says while one of the user's searches is under way, so the dashboard can wait for its jobs", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const dashboardOf = async (who: SignedIn) => ((await send(who, 'GET', `/api/users/${who.userId}/dashboard`)).json() as Dashboard).searchRunning;
    expect(await dashboardOf(alice)).toBe(false);
    const runId = await recordAgentRun(ctx.database.db, alice.userId, onboardingRunRequest({ id: alice.userId, isAnonymous: true }));
    expect(await dashboardOf(alice)).toBe(true);
    expect(await dashboardOf(bob)).toBe(false);
    await ctx.database.db.update(agentRuns).set({ status: 'done' }).where(eq(agentRuns.id, runId));
    expect(await dashboardOf(alice)).toBe(false);
    // A tailoring or a cover letter under way is no search: the dashboard does not wait for jobs from it.
    for (const message of Object.values(documentRunMessages)) {
      await recordAgentRun(ctx.database.db, alice.userId, { message, context: { user_id: alice.userId }, session_id: `${message}-1` });
    }
    expect(await dashboardOf(alice)).toBe(false);
  });
});
