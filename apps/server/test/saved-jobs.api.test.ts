import {
  dashboardSchema,
  documentRunMessages,
  onboardingRunRequest,
  type Dashboard,
  type SavedJob,
  type JobPage,
  type JobSearchSession,
} from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, companyResearchSessions, savedJobs, resumes, userProfiles } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { recordAgentRun } from '../src/modules/agent-runs/record-agent-run';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { createResumeRows } from './support/resume-rows';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest, type SignedIn } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';

describeWithApp('saved jobs', (ctx) => {
  const send = (who: SignedIn, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: who.cookie, origin: testOrigin }, ...(payload ? { payload } : {}) });
  const profileOf = async (userId: string) => (await ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId)))[0]!;

  it('lists saved jobs a page at a time, newest search first and each search in rank order', async () => {
    const alice = await signInAsGuest(ctx.app);
    const older = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}], new Date('2026-11-01T10:00:00Z'));
    const newer = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}], new Date('2026-11-20T10:00:00Z'));
    await ctx.database.db
      .update(savedJobs)
      .set({ createdAt: new Date('2026-11-01T10:00:00Z') })
      .where(eq(savedJobs.sessionId, older.sessionId));

    const first = await send(alice, 'GET', `/api/users/${alice.userId}/jobs?limit=3`);
    expect(first.statusCode).toBe(200);
    const page = first.json() as JobPage;
    expect(page.total).toBe(5);
    expect(page.jobs.map((job) => job.id)).toEqual([...newer.jobIds, older.jobIds[0]]);
    expect(page.nextOffset).toBe(3);
    const rest = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs?offset=3&limit=3`)).json() as JobPage;
    expect(rest.jobs.map((job) => job.id)).toEqual(older.jobIds.slice(1));
    expect(rest.nextOffset).toBeNull();

    expect((await send(alice, 'GET', `/api/users/${alice.userId}/jobs?limit=101`)).statusCode).toBe(400);
    expect((await send(alice, 'GET', `/api/users/${alice.userId}/jobs?offset=-1`)).statusCode).toBe(400);
  });

  it('moves a job along the pipeline, keeping the time of each move, and the tiles and counters follow', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}, {}, {}, {}]);
    const moves: [number, string][] = [
      [0, 'applying'],
      [1, 'applied'],
      [2, 'interviewing'],
      [3, 'offered'],
      [4, 'rejected'],
    ];
    for (const [index, status] of moves) {
      const moved = await send(alice, 'PATCH', `/api/jobs/${jobIds[index]}`, { status });
      expect(moved.statusCode).toBe(200);
      const job = moved.json() as SavedJob;
      expect(job.status).toBe(status);
      expect(job.statusHistory.map((step) => step.status)).toEqual(['new', status]);
      expect(Date.parse(job.statusHistory[1]!.at)).toBeGreaterThanOrEqual(Date.parse(job.statusHistory[0]!.at));
    }
    // The same status again is not a move.
    const again = (await send(alice, 'PATCH', `/api/jobs/${jobIds[1]}`, { status: 'applied' })).json() as SavedJob;
    expect(again.statusHistory).toHaveLength(2);

    const dashboard = (await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`)).json() as Dashboard;
    expect(dashboard.stats).toEqual({ jobsFound: 5, applications: 2, interviews: 1, offers: 1 });
    expect(await profileOf(alice.userId)).toMatchObject({ applications: 2, interviews: 1 });
  });

  it('saves the favourite flag and refuses an empty or unknown change', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}]);
    const favourite = await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { favorite: true });
    expect(favourite.json()).toMatchObject({ favorite: true, status: 'new' });
    expect((await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, {})).statusCode).toBe(400);
    expect((await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'hired' })).statusCode).toBe(400);
    expect((await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { favorite: 'yes' })).statusCode).toBe(400);
    expect((await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { favorite: false, userId: 'x' })).statusCode).toBe(400);
    const missing = await send(alice, 'PATCH', '/api/jobs/job-session-missing-0', { favorite: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Job not found' } });
    const [row] = await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.id, jobIds[0]!));
    expect(row).toMatchObject({ favorite: true, status: 'new' });
  });

  it('deletes one job and saves its session again without it', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, { status: 'applied' }, {}]);
    await send(alice, 'PATCH', `/api/jobs/${jobIds[1]}`, { status: 'applying' });
    expect((await profileOf(alice.userId)).applications).toBe(1);

    expect((await send(alice, 'DELETE', `/api/jobs/${jobIds[1]}`)).statusCode).toBe(204);
    const session = (await send(alice, 'GET', `/api/job-search-sessions/${sessionId}`)).json() as JobSearchSession;
    expect(session.jobCount).toBe(2);
    expect(session.jobs.map((job) => job.id)).toEqual([jobIds[0], jobIds[2]]);
    expect(Date.parse(session.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    expect((await profileOf(alice.userId)).applications).toBe(0);
    expect((await send(alice, 'DELETE', `/api/jobs/${jobIds[1]}`)).statusCode).toBe(404);
  });

  it('keeps jobs on the pipeline or favourited when their session is cleared, and refuses to clear a search still running', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}, { status: 'offered' }, { favorite: true }]);
    expect((await send(alice, 'DELETE', `/api/job-search-sessions/${sessionId}`)).statusCode).toBe(204);
    const session = (await send(alice, 'GET', `/api/job-search-sessions/${sessionId}`)).json() as JobSearchSession;
    expect(session.jobs.map((job) => job.id)).toEqual(jobIds.slice(1));
    expect(session.jobCount).toBe(2);
    expect(((await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`)).json() as Dashboard).stats).toMatchObject({ jobsFound: 2, offers: 1 });
    expect(await ctx.database.db.select().from(companyResearchSessions).where(eq(companyResearchSessions.sessionId, sessionId))).toEqual([]);

    const runId = await recordAgentRun(ctx.database.db, alice.userId, onboardingRunRequest({ id: alice.userId, isAnonymous: true }));
    const running = await send(alice, 'DELETE', `/api/job-search-sessions/session-${runId}`);
    expect(running.statusCode).toBe(409);
    expect(running.json()).toEqual({ error: { code: 'CONFLICT', message: 'This search is still running. Clear it once it has finished.' } });
  });

  it('keeps one saved job per posting however many searches find it: listings keep their ids and lead to it, either id reads and changes it', async () => {
    const alice = await signInAsGuest(ctx.app);
    const stored = await upsertPostings(
      ctx.database.db,
      [createPosting({ sourceId: 'dup-1', title: 'Frontend Engineer' }), createPosting({ sourceId: 'dup-2', title: 'Backend Engineer' })],
      new Date(),
    );
    const [frontend, backend] = stored.map((posting) => ({ postingId: posting.id, title: posting.title, fingerprint: posting.fingerprint }));
    const first = await seedSearchSession(ctx.database.db, alice.userId, [frontend!, backend!], new Date('2026-11-01T10:00:00Z'));
    await send(alice, 'PATCH', `/api/jobs/${first.jobIds[0]}`, { status: 'applied', favorite: true });
    // Found again, in another order, beside a job never seen.
    const second = await seedSearchSession(ctx.database.db, alice.userId, [backend!, frontend!, {}], new Date('2026-11-02T10:00:00Z'));
    const third = await seedSearchSession(
      ctx.database.db,
      alice.userId,
      [{ ...frontend!, title: 'Frontend Engineer (updated)' }],
      new Date('2026-11-03T10:00:00Z'),
    );

    const listed = ((await send(alice, 'GET', `/api/job-search-sessions/${second.sessionId}`)).json() as JobSearchSession).jobs;
    // The spec's ids, each search's own rank, each leading to the one saved job.
    expect(listed.map((job) => [job.id, job.jobId, job.listingNumber])).toEqual([
      [second.jobIds[0], first.jobIds[1], 1],
      [second.jobIds[1], first.jobIds[0], 2],
      [second.jobIds[2], second.jobIds[2], 3],
    ]);
    expect(listed[1]).toMatchObject({ status: 'applied', favorite: true, title: 'Frontend Engineer (updated)' });
    expect(listed[1]!.statusHistory.map((step) => step.status)).toEqual(['new', 'applied']);

    // A change through any search's listing is the job's; the answer is that listing.
    const moved = (await send(alice, 'PATCH', `/api/jobs/${third.jobIds[0]}`, { status: 'interviewing' })).json() as SavedJob;
    expect(moved).toMatchObject({ id: third.jobIds[0], jobId: first.jobIds[0], sessionId: third.sessionId, status: 'interviewing' });
    for (const id of [first.jobIds[0], second.jobIds[1], third.jobIds[0]]) {
      expect(((await send(alice, 'GET', `/api/jobs/${id}`)).json() as SavedJob).status, id).toBe('interviewing');
    }
    expect(await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.userId, alice.userId))).toHaveLength(3);

    // One card per job: the tiles, the list and its total; the job the newest search found first.
    const dashboard = (await send(alice, 'GET', `/api/users/${alice.userId}/dashboard`)).json() as Dashboard;
    expect(dashboard.stats).toEqual({ jobsFound: 3, applications: 0, interviews: 1, offers: 0 });
    const page = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs?limit=10`)).json() as JobPage;
    expect(page.total).toBe(3);
    expect(page.jobs.map((job) => [job.id, job.jobId, job.sessionId])).toEqual([
      [first.jobIds[0], first.jobIds[0], third.sessionId],
      [first.jobIds[1], first.jobIds[1], second.sessionId],
      [second.jobIds[2], second.jobIds[2], second.sessionId],
    ]);
    expect((await profileOf(alice.userId)).interviews).toBe(1);
  });

  it('tells a posting by its merged fingerprint once its index entry is gone, but never folds two openings one search lists apart', async () => {
    const alice = await signInAsGuest(ctx.app);
    const [one, two] = await upsertPostings(
      ctx.database.db,
      [createPosting({ sourceId: 'open-1' }), createPosting({ sourceId: 'open-2' })],
      new Date(),
    );
    const shared = 'fp-same-title-same-city';
    const first = await seedSearchSession(ctx.database.db, alice.userId, [
      { postingId: one!.id, fingerprint: shared },
      { postingId: two!.id, fingerprint: shared },
    ]);
    const again = await seedSearchSession(ctx.database.db, alice.userId, [
      { postingId: two!.id, fingerprint: shared },
      { postingId: one!.id, fingerprint: shared },
    ]);
    const jobs = ((await send(alice, 'GET', `/api/job-search-sessions/${again.sessionId}`)).json() as JobSearchSession).jobs;
    expect(jobs.map((job) => job.jobId)).toEqual([first.jobIds[1], first.jobIds[0]]);
    // The index pruned the first posting; a source lists it again under a new id.
    await send(alice, 'PATCH', `/api/jobs/${first.jobIds[0]}`, { favorite: true });
    await ctx.database.db.update(savedJobs).set({ postingId: null }).where(eq(savedJobs.id, first.jobIds[0]!));
    const [relisted] = await upsertPostings(ctx.database.db, [createPosting({ sourceId: 'open-1-relisted' })], new Date());
    const later = await seedSearchSession(ctx.database.db, alice.userId, [
      { postingId: relisted!.id, fingerprint: shared },
      { postingId: two!.id, fingerprint: shared },
    ]);
    const found = ((await send(alice, 'GET', `/api/job-search-sessions/${later.sessionId}`)).json() as JobSearchSession).jobs;
    expect(found.map((job) => [job.jobId, job.favorite])).toEqual([
      [first.jobIds[0], true],
      [first.jobIds[1], false],
    ]);
  });

  it('deletes a job by a listing id from every search that lists it, and Clear All keeps a job an earlier search still lists', async () => {
    const alice = await signInAsGuest(ctx.app);
    const stored = await upsertPostings(
      ctx.database.db,
      [createPosting({ sourceId: 'c-1' }), createPosting({ sourceId: 'c-2' }), createPosting({ sourceId: 'c-3' })],
      new Date(),
    );
    const [a, b, c] = stored.map((posting) => ({ postingId: posting.id }));
    const older = await seedSearchSession(ctx.database.db, alice.userId, [a!, b!], new Date('2026-11-01T10:00:00Z'));
    const newer = await seedSearchSession(ctx.database.db, alice.userId, [a!, b!, c!], new Date('2026-11-02T10:00:00Z'));

    expect((await send(alice, 'DELETE', `/api/jobs/${newer.jobIds[1]}`)).statusCode).toBe(204);
    for (const session of [older, newer]) {
      const jobs = (await send(alice, 'GET', `/api/job-search-sessions/${session.sessionId}`)).json() as JobSearchSession;
      expect(jobs.jobs.map((job) => job.jobId)).not.toContain(older.jobIds[1]);
      expect(jobs.jobCount).toBe(jobs.jobs.length);
    }
    expect((await send(alice, 'GET', `/api/jobs/${older.jobIds[1]}`)).statusCode).toBe(404);

    // Clear All on the newer search: A is still listed by the older one and stays; C was only here and goes.
    expect((await send(alice, 'DELETE', `/api/job-search-sessions/${newer.sessionId}`)).statusCode).toBe(204);
    expect((await send(alice, 'GET', `/api/job-search-sessions/${newer.sessionId}`)).statusCode).toBe(404);
    const page = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs`)).json() as JobPage;
    expect(page.jobs.map((job) => [job.jobId, job.sessionId])).toEqual([[older.jobIds[0], older.sessionId]]);
    expect((await send(alice, 'GET', `/api/jobs/${newer.jobIds[2]}`)).statusCode).toBe(404);
  });

  it('keeps the last 50 moves of a job', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}]);
    let job: SavedJob | undefined;
    for (let move = 0; move < 60; move++)
      job = (await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: move % 2 ? 'new' : 'researching' })).json() as SavedJob;
    expect(job!.statusHistory).toHaveLength(50);
    expect(job!.statusHistory.at(-1)!.status).toBe('new');
  });

  it('clears a whole session with its jobs and research (Clear All) and records when', async () => {
    const alice = await signInAsGuest(ctx.app);
    const kept = await seedSearchSession(ctx.database.db, alice.userId, [{}]);
    const cleared = await seedSearchSession(ctx.database.db, alice.userId, [{}, {}]);
    expect((await profileOf(alice.userId)).currentSessionId).toBe(cleared.sessionId);

    expect((await send(alice, 'DELETE', `/api/job-search-sessions/${cleared.sessionId}`)).statusCode).toBe(204);
    const gone = await send(alice, 'GET', `/api/job-search-sessions/${cleared.sessionId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Search session not found' } });
    expect(await ctx.database.db.select().from(companyResearchSessions).where(eq(companyResearchSessions.sessionId, cleared.sessionId))).toEqual([]);
    const page = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs`)).json() as JobPage;
    expect(page.jobs.map((job) => job.id)).toEqual(kept.jobIds);
    const profile = await profileOf(alice.userId);
    expect(profile.currentSessionId).toBeNull();
    expect(profile.lastClearedDate).toBeInstanceOf(Date);
  });

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

  it('never lets another user read, change or delete the jobs', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const { sessionId, jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{ title: 'Alice only' }]);

    expect((await send(bob, 'GET', `/api/users/${alice.userId}/jobs`)).statusCode).toBe(403);
    expect((await send(bob, 'GET', `/api/users/${alice.userId}/dashboard`)).statusCode).toBe(403);
    expect((await send(bob, 'GET', `/api/job-search-sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await send(bob, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'applied', favorite: true })).statusCode).toBe(404);
    // Refused as someone else's before the body is read, whatever the body says.
    expect((await send(bob, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: 'hired', favorite: 'yes' })).statusCode).toBe(404);
    expect((await send(bob, 'DELETE', `/api/jobs/${jobIds[0]}`)).statusCode).toBe(404);
    expect((await send(bob, 'DELETE', `/api/job-search-sessions/${sessionId}`)).statusCode).toBe(404);
    const bobs = (await send(bob, 'GET', `/api/users/${bob.userId}/jobs`)).json() as JobPage;
    expect(bobs).toEqual({ jobs: [], total: 0, nextOffset: null });

    const [row] = await ctx.database.db.select().from(savedJobs).where(eq(savedJobs.id, jobIds[0]!));
    expect(row).toMatchObject({ title: 'Alice only', status: 'new', favorite: false });
    const nobody = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs` });
    expect(nobody.statusCode).toBe(401);

    // A later search's listing of Alice's job (an id that is not the saved job's own) is as closed to Bob.
    const [posting] = await upsertPostings(ctx.database.db, [createPosting({ sourceId: 'alice-listed' })], new Date());
    await seedSearchSession(ctx.database.db, alice.userId, [{ postingId: posting!.id }]);
    const later = await seedSearchSession(ctx.database.db, alice.userId, [{ postingId: posting!.id }]);
    const listingId = later.jobIds[0]!;
    for (const [method, url, body] of [
      ['GET', `/api/jobs/${listingId}`, undefined],
      ['PATCH', `/api/jobs/${listingId}`, { favorite: true }],
      ['GET', `/api/jobs/${listingId}/cover-letter`, undefined],
      ['GET', `/api/resume-tailoring/${listingId}`, undefined],
      ['GET', `/api/jobs/${listingId}/company-research`, undefined],
      ['DELETE', `/api/jobs/${listingId}`, undefined],
    ] as const) {
      const answer = await ctx.app.inject({ method, url, headers: { cookie: bob.cookie, origin: testOrigin }, ...(body ? { payload: body } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(((await send(alice, 'GET', `/api/jobs/${listingId}`)).json() as SavedJob).favorite).toBe(false);
  });
});
