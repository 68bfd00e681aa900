import type { JobSourcesResponse, RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { agentRuns, savedJobs, jobSearchSessions, sourceHealth } from '../src/db/schema';
import {
  acmeCook,
  acmeFrontend,
  acmeFrontendOnRemoteOk,
  globexOnRemotive,
  reactOnJobicy,
  searchPreferences,
  unpaidOnRemoteOk,
} from './fixtures/search-jobs';
import { createRunProgress, heartbeatMs } from '../src/modules/agent-runs/run-progress';
import { maxOpenStreamsPerUser, streamMessages } from '../src/modules/agent-runs/routes';
import { failInterruptedRuns, interruptedMessage } from '../src/modules/job-search/fail-interrupted-runs';
import { searchMessages } from '../src/modules/job-search/search-messages';
import { describeWithSources, runSearch, savePreferences } from './support/search-app';
import { signInAsGuest } from './support/sign-in';
import { testOrigin } from './support/test-app';

const timeoutMs = 1_500;

/** An agent run of this user as the tests record it straight into the table; `values` set what the test is about. */
const runRow = (userId: string, id: string, values: Partial<typeof agentRuns.$inferInsert> = {}) => ({
  id,
  userId,
  sessionId: id,
  message: 'run-job-search',
  context: { user_id: userId },
  status: 'running' as const,
  ...values,
});

describeWithSources('run-job-search', { enabled: ['greenhouse', 'lever', 'ashby', 'remoteok', 'remotive', 'jobicy'], timeoutMs }, (ctx) => {
  function setUpBoards() {
    ctx.fake.set({
      boards: {
        'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] },
        'lever:globex-hangs': 'hang',
        'ashby:initech': 'error',
      },
      feeds: { remoteok: [acmeFrontendOnRemoteOk, unpaidOnRemoteOk], remotive: [globexOnRemotive], jobicy: [reactOnJobicy] },
    });
  }

  it('shows on-target earnings under their name, through the index and its database column, never as base pay', async () => {
    ctx.fake.set({
      boards: {},
      feeds: { remotive: [{ ...globexOnRemotive, id: '778', title: 'Frontend Sales Engineer', salaryText: '$150K – $200K OTE' }] },
    });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const response = await runSearch(ctx.app, alice);
    expect(response.statusCode, response.body).toBe(200);
    const job = (response.json() as RunJobSearchResponse).job_listings.jobs.find((listing) => listing.title === 'Frontend Sales Engineer');
    expect(job?.salary).toBe('$150k–200k OTE');
    expect(job?.salaryRange).toEqual({ min: 150_000, max: 200_000, currency: 'USD', period: 'year', basis: 'ote' });
    // Not base pay, so no reason claims it meets the user's range.
    expect(job?.matchReason).not.toMatch(/\$150k/);
  });

  it('returns ranked, merged, sanitised postings with reasons, naming the failing sources, within the hanging source timeout', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences());
    const started = Date.now();
    const response = await runSearch(ctx.app, alice);
    const elapsed = Date.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(elapsed).toBeLessThan(timeoutMs + 2_500);

    const body = response.json() as RunJobSearchResponse;
    const jobs = body.job_listings.jobs;
    expect(body.session_id).toMatch(/^session-[0-9a-f-]{36}$/);
    jobs.forEach((job, index) => {
      expect(job.id).toBe(`job-${body.session_id}-${index}`);
      expect(job.listingNumber).toBe(index + 1);
      expect(job.matchReason.length).toBeGreaterThan(0);
    });
    const scores = jobs.map((job) => job.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // The same Acme job from its own board and from RemoteOK is one result with both links.
    const acme = jobs.filter((job) => job.company.startsWith('Acme') && /frontend/i.test(job.title));
    expect(acme).toHaveLength(1);
    expect(acme[0]!.source).toBe('greenhouse');
    expect(acme[0]!.sources.map((link) => link.label).sort()).toEqual(['Greenhouse', 'Remote OK']);
    expect(acme[0]!.salary).toBe('$140k–170k');
    expect(acme[0]!.qualifications).toEqual(['5+ years of React', 'TypeScript in production']);
    expect(jobs[0]!.id).toBe(acme[0]!.id);

    // Nothing executable survives from any source.
    for (const job of jobs) {
      expect(job.descriptionHtml).not.toMatch(/<script|onerror|onclick|javascript:/i);
    }
    expect(acme[0]!.descriptionHtml).toContain('href="https://acme.example/apply"');

    // Exclude Keywords drop a posting; other salary formats are parsed.
    expect(jobs.some((job) => /unpaid/i.test(job.title))).toBe(false);
    expect(jobs.find((job) => job.company === 'Globex')?.salary).toBe('€120k–150k');

    const statuses = Object.fromEntries(body.sources.map((source) => [source.name, source]));
    expect(statuses['lever:globex-hangs']).toMatchObject({ status: 'failed', error: expect.stringMatching(/timed out/) });
    expect(statuses['ashby:initech']).toMatchObject({ status: 'failed', error: expect.stringMatching(/500/) });
    expect(statuses['company:Acme Robotics']).toMatchObject({ status: 'ok', count: 2 });
    expect(statuses.index).toMatchObject({ status: 'ok' });

    const [session] = await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.id, body.session_id));
    expect(session).toMatchObject({ userId: alice.userId, jobCount: jobs.length, status: 'active' });
    expect(body.company_research.map((company) => company.companyOverview.name)).toContain('Globex');
  });

  it('refuses a board reference that is not one, without asking any source for it', async () => {
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['greenhouse:../x'] }));
    const body = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    expect(body.sources.find((source) => source.name === 'company:greenhouse:../x')).toMatchObject({
      status: 'skipped',
      error: expect.stringMatching(/^not a board name/),
    });
    expect(ctx.fake.requests.filter((request) => ['greenhouse', 'lever', 'ashby'].includes(request.source))).toEqual([]);
  });

  it('closes runs a restart cut off', async () => {
    const alice = await signInAsGuest(ctx.app);
    const old = new Date(Date.now() - 20 * 60_000);
    await ctx.database.db.insert(agentRuns).values(runRow(alice.userId, 'cut-off', { createdAt: old }));
    expect(await failInterruptedRuns(ctx.database.db, new Date())).toBe(1);
    const status = await ctx.app.inject({ method: 'GET', url: '/api/agents/runs/cut-off', headers: { cookie: alice.cookie } });
    expect(status.json()).toMatchObject({ status: 'failed', error: interruptedMessage });
  });

  it('closes a run minutes after its process stops beating, never one that still beats, however long it runs', async () => {
    const alice = await signInAsGuest(ctx.app);
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const run = (id: string, createdAt: Date, heartbeatAt: Date | null) => runRow(alice.userId, id, { createdAt, heartbeatAt });
    await ctx.database.db
      .insert(agentRuns)
      .values([
        run('long-but-alive', minutesAgo(40), minutesAgo(0.3)),
        run('went-silent', minutesAgo(4), minutesAgo(3)),
        run('just-recorded', minutesAgo(1), null),
      ]);
    expect(await failInterruptedRuns(ctx.database.db, now)).toBe(1);
    const rows = await ctx.database.db.select({ id: agentRuns.id, status: agentRuns.status }).from(agentRuns);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      'long-but-alive': 'running',
      'went-silent': 'failed',
      'just-recorded': 'running',
    });
  });

  it('beats while a run goes on, and stops once it finishes', async () => {
    const alice = await signInAsGuest(ctx.app);
    await ctx.database.db.insert(agentRuns).values(runRow(alice.userId, 'beating', { status: 'accepted' }));
    const heartbeat = async () =>
      (await ctx.database.db.select({ at: agentRuns.heartbeatAt }).from(agentRuns).where(eq(agentRuns.id, 'beating')))[0]?.at?.getTime();
    let clock = Date.parse('2026-11-24T10:00:00Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const progress = createRunProgress(ctx.database.db, 'beating', () => new Date(clock));
      await vi.waitFor(async () => expect(await heartbeat()).toBe(clock));
      clock += heartbeatMs;
      await vi.advanceTimersByTimeAsync(heartbeatMs);
      await vi.waitFor(async () => expect(await heartbeat()).toBe(clock));
      await progress.finish({ status: 'done' });
      const finished = await heartbeat();
      clock += heartbeatMs;
      await vi.advanceTimersByTimeAsync(3 * heartbeatMs);
      expect(await heartbeat()).toBe(finished);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes the stages of a run nobody follows live once, with its outcome, in order', async () => {
    const alice = await signInAsGuest(ctx.app);
    await ctx.database.db.insert(agentRuns).values(runRow(alice.userId, 'quiet', { message: 'Scheduled job search', heartbeatAt: new Date() }));
    const row = async () => (await ctx.database.db.select().from(agentRuns).where(eq(agentRuns.id, 'quiet')))[0]!;
    const progress = createRunProgress(ctx.database.db, 'quiet', undefined, { live: false, recordedRunning: true });
    progress.emit({ stage: 'started' });
    progress.emit({ stage: 'index', count: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await row()).toMatchObject({ status: 'running', events: [] });
    await progress.finish({ status: 'done', sessionId: 'session-q' });
    const finished = await row();
    expect(finished).toMatchObject({ status: 'done', searchSessionId: 'session-q' });
    expect(finished.events.map((event) => [event.seq, event.stage])).toEqual([
      [0, 'started'],
      [1, 'index'],
      [2, 'done'],
    ]);
  });

  it('tells a user without preferences to set them, and records nothing', async () => {
    const bob = await signInAsGuest(ctx.app);
    const response = await runSearch(ctx.app, bob);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/Set your job preferences first/);
    expect(await ctx.database.db.select().from(agentRuns)).toEqual([]);
  });

  it('refuses a search for another user and hides their runs', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const own = await runSearch(ctx.app, alice);
    expect(own.statusCode).toBe(200);
    const { run_id: runId, session_id: sessionId } = own.json() as RunJobSearchResponse;

    expect((await runSearch(ctx.app, bob, { user_id: alice.userId })).statusCode).toBe(403);
    for (const url of [`/api/agents/runs/${runId}`, `/api/agents/runs/${runId}/events`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(sessionId);
    }
    const listings = await ctx.database.db.select().from(savedJobs);
    expect(listings.every((row) => row.userId === alice.userId)).toBe(true);
  });

  it('names every failing source when none answers and nothing is indexed, never showing sample jobs', async () => {
    ctx.fake.set({
      boards: { 'lever:globex-hangs': 'hang', 'ashby:initech': 'error' },
      feeds: { remoteok: 'error', remotive: 'error', jobicy: 'hang' },
    });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['lever:globex-hangs', 'ashby:initech'] }));
    const response = await runSearch(ctx.app, alice);
    expect(response.statusCode).toBe(502);
    const message = response.json().error.message as string;
    for (const name of ['Lever (globex-hangs)', 'Ashby (initech)', 'Remote OK', 'Remotive', 'Jobicy']) expect(message).toContain(name);
    expect(await ctx.database.db.select().from(jobSearchSessions)).toEqual([]);
    const [run] = await ctx.database.db.select().from(agentRuns);
    expect(run).toMatchObject({ status: 'failed' });
  });

  it('says why nothing was found when the job index is empty: no feed switched on, or none read yet', async () => {
    ctx.fake.set({ feeds: { remoteok: [], remotive: [], jobicy: [] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const indexOf = async () => {
      const response = await runSearch(ctx.app, alice);
      expect(response.statusCode).toBe(200);
      const body = response.json() as RunJobSearchResponse;
      expect(body.job_listings.jobs).toEqual([]);
      return body.sources.find((source) => source.name === 'index');
    };
    expect(await indexOf()).toEqual({ name: 'index', label: 'Postings index', status: 'skipped', count: 0, error: searchMessages.indexNotReadYet });

    const enabled = ctx.sources.settings.enabled;
    try {
      ctx.sources.settings.enabled = ['greenhouse'];
      expect(await indexOf()).toMatchObject({ status: 'skipped', error: searchMessages.onlyBoards });
      ctx.sources.settings.enabled = [];
      expect(await indexOf()).toMatchObject({ status: 'skipped', error: searchMessages.noSources });
    } finally {
      ctx.sources.settings.enabled = enabled;
    }
  });

  it('says nothing of the index when it holds open postings that did not match', async () => {
    ctx.fake.set({ feeds: { remoteok: [acmeCook], remotive: [], jobicy: [] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [], titles: ['Astronaut'], skills: [] }));
    const response = await runSearch(ctx.app, alice);
    const body = response.json() as RunJobSearchResponse;
    expect(body.sources.find((source) => source.name === 'index')).toEqual({ name: 'index', label: 'Postings index', status: 'ok', count: 0 });
  });

  it('publishes the stages of a run as server-sent events to its owner', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences());
    const runId = crypto.randomUUID();
    const search = await runSearch(ctx.app, alice, { user_id: alice.userId, run_id: runId });
    expect(search.statusCode).toBe(200);
    // The client that chose the run id knows its session id before the search ends.
    expect((search.json() as RunJobSearchResponse).session_id).toBe(`session-${runId}`);
    const events = await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${runId}/events`, headers: { cookie: alice.cookie } });
    expect(events.statusCode).toBe(200);
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    const stages = [...events.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1]);
    expect(stages[0]).toBe('started');
    expect(stages.slice(-5)).toEqual(['index', 'ranked', 'researched', 'saved', 'done']);
    expect(stages.filter((stage) => stage === 'source').length).toBeGreaterThanOrEqual(5);
    expect(events.body).toContain('"name":"lever:globex-hangs"');

    const resumed = await ctx.app.inject({
      method: 'GET',
      url: `/api/agents/runs/${runId}/events`,
      headers: { cookie: alice.cookie, 'last-event-id': String(stages.length - 2) },
    });
    expect([...resumed.body.matchAll(/^event: (\w+)$/gm)].map((match) => match[1])).toEqual(['done']);

    const again = await runSearch(ctx.app, alice, { user_id: alice.userId, run_id: runId });
    expect(again.statusCode).toBe(409);
  });

  it('holds at most 4 progress streams open per person: the 5th is a 429 until one closes', async () => {
    const alice = await signInAsGuest(ctx.app);
    const runId = crypto.randomUUID();
    // Still running: each stream stays open, polling it.
    await ctx.database.db.insert(agentRuns).values(runRow(alice.userId, runId));
    const open = () =>
      ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${runId}/events`, headers: { cookie: alice.cookie }, payloadAsStream: true });
    const streams: Awaited<ReturnType<typeof open>>[] = [];
    for (let index = 0; index < maxOpenStreamsPerUser; index++) streams.push(await open());
    expect(streams.map((stream) => stream.statusCode)).toEqual([200, 200, 200, 200]);
    // A refusal is a plain JSON answer that ends (read whole).
    const refused = await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${runId}/events`, headers: { cookie: alice.cookie } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: streamMessages.tooMany } });
    // Another person is not held back by Alice's streams.
    const bob = await signInAsGuest(ctx.app);
    const bobsRun = crypto.randomUUID();
    await ctx.database.db.insert(agentRuns).values(runRow(bob.userId, bobsRun, { status: 'done' }));
    expect((await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${bobsRun}/events`, headers: { cookie: bob.cookie } })).statusCode).toBe(
      200,
    );
    // The run ends: its streams end and give their places back.
    await ctx.database.db.update(agentRuns).set({ status: 'done' }).where(eq(agentRuns.id, runId));
    const ended = (response: (typeof streams)[number]) =>
      new Promise((resolve) => {
        const body = response.stream();
        body.once('end', resolve).once('close', resolve).resume();
      });
    await Promise.all(streams.map(ended));
    await vi.waitFor(
      async () =>
        expect((await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${runId}/events`, headers: { cookie: alice.cookie } })).statusCode).toBe(
          200,
        ),
      { timeout: 5_000 },
    );
  });

  it("answers a progress stream of someone else's run, or of none, with a 404 at once: the run is read once, never polled", async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const runId = crypto.randomUUID();
    // Still running: a stream its owner opens polls it until it ends.
    await ctx.database.db.insert(agentRuns).values(runRow(alice.userId, runId));
    const stats = ctx.database.queueStats;
    const served = () => (stats ? stats().served.interactive + stats().served.background : 0);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: bob.cookie } });
    // The answer for a run that is not the caller's, as the run's own route gives it; the session check is cached by it.
    const notFound = await get(`/api/agents/runs/${runId}`);
    expect(notFound.statusCode).toBe(404);

    for (const id of [runId, crypto.randomUUID()]) {
      const before = served();
      const started = performance.now();
      const stream = await get(`/api/agents/runs/${id}/events`);
      expect(stream.statusCode, id).toBe(404);
      expect(stream.json()).toEqual(notFound.json());
      // One statement, the lookup (embedded database; PostgreSQL has no statement queue to count)...
      if (stats) expect(served() - before, id).toBe(1);
      // ...and no wait for the run to appear: polling it every 250 ms gave up after 5 s.
      expect(performance.now() - started).toBeLessThan(2_000);
    }

    // Its owner's stream is answered and polled as before (ended here, so the request ends too).
    await ctx.database.db.update(agentRuns).set({ status: 'done' }).where(eq(agentRuns.id, runId));
    const own = await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${runId}/events`, headers: { cookie: alice.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('runs the search in the background for onboarding and records its session', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run',
      headers: { cookie: alice.cookie, origin: testOrigin },
      payload: {
        message: 'find me jobs based on my preferences',
        context: { user_id: alice.userId, source: 'preferences_onboarding' },
        session_id: 'onboarding-1',
      },
    });
    expect(accepted.statusCode).toBe(202);
    const { requestId } = accepted.json() as { requestId: string };
    let status = '';
    for (let attempt = 0; attempt < 100 && !['done', 'failed'].includes(status); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${requestId}`, headers: { cookie: alice.cookie } })).json().status;
    }
    expect(status).toBe('done');
    const [run] = await ctx.database.db.select().from(agentRuns).where(eq(agentRuns.id, requestId));
    const [session] = await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.id, run!.searchSessionId!));
    expect(session!.jobCount).toBeGreaterThan(0);
  });

  it('answers 202 at once when asked to (Prefer: respond-async), runs the search behind the queue and records its session', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    const runId = crypto.randomUUID();
    const prefer = { cookie: alice.cookie, origin: testOrigin, prefer: 'wait=5, respond-async' };
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run-job-search',
      headers: prefer,
      payload: { user_id: alice.userId, run_id: runId },
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    expect(accepted.json()).toEqual({ status: 'accepted', run_id: runId });
    expect(accepted.headers['preference-applied']).toBe('respond-async');
    expect(accepted.headers.vary).toMatch(/Prefer/);
    expect(accepted.headers.location).toBe(`/api/agents/runs/${runId}`);
    const documented = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths['/api/agents/run-job-search'].post;
    expect(documented.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'prefer' })]));
    expect(Object.keys(documented.responses)).toEqual(expect.arrayContaining(['200', '202']));

    let run = { status: 'accepted', sessionId: null as string | null };
    for (let attempt = 0; attempt < 100 && !['done', 'failed'].includes(run.status); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      run = (await ctx.app.inject({ method: 'GET', url: `/api/agents/runs?runId=${runId}`, headers: { cookie: alice.cookie } })).json().runs[0];
    }
    expect(run.status).toBe('done');
    const session = await ctx.app.inject({ method: 'GET', url: `/api/job-search-sessions/${run.sessionId}`, headers: { cookie: alice.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().jobs.length).toBeGreaterThan(0);

    // What is refused is refused before anything is accepted: no preferences, another user's id, the same run twice.
    const bob = await signInAsGuest(ctx.app);
    // A long Prefer is still read (preferences the server does not know are ignored, RFC 7240).
    const asBob = { cookie: bob.cookie, origin: testOrigin, prefer: `${'x'.repeat(4_000)}, respond-async` };
    const noPreferences = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run-job-search',
      headers: asBob,
      payload: { user_id: bob.userId },
    });
    expect(noPreferences.statusCode).toBe(400);
    expect(noPreferences.headers.vary).toMatch(/Prefer/);
    expect(noPreferences.json().error.message).toMatch(/Set your job preferences first/);
    const forAlice = await ctx.app.inject({ method: 'POST', url: '/api/agents/run-job-search', headers: asBob, payload: { user_id: alice.userId } });
    expect(forAlice.statusCode).toBe(403);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run-job-search',
      headers: prefer,
      payload: { user_id: alice.userId, run_id: runId },
    });
    expect(again.statusCode).toBe(409);
    expect(await ctx.database.db.select().from(agentRuns).where(eq(agentRuns.userId, bob.userId))).toEqual([]);
  });

  it('does not ask a feed again within its published interval, whoever searches', async () => {
    setUpBoards();
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: [] }));
    await savePreferences(ctx.app, bob, searchPreferences({ companies: [] }));
    expect((await runSearch(ctx.app, alice)).statusCode).toBe(200);
    expect((await runSearch(ctx.app, bob)).statusCode).toBe(200);
    expect(ctx.fake.count('remotive')).toBe(1);
    expect(ctx.fake.count('jobicy')).toBe(1);
    const [remotive] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'remotive'));
    expect(remotive).toMatchObject({ status: 'active', postingsCount: 1 });
    expect(ctx.fake.requests.every((request) => /^Seeker\/1\.0 \(.*\+http:\/\/localhost:3000\)$/.test(request.userAgent))).toBe(true);
  });

  it('names a feed whose last read failed, when and why, in the searches that do not ask it again; and a target company with no board', async () => {
    setUpBoards();
    ctx.fake.set({ feeds: { remoteok: 'error', remotive: [globexOnRemotive], jobicy: [reactOnJobicy] } });
    const alice = await signInAsGuest(ctx.app);
    await savePreferences(ctx.app, alice, searchPreferences({ companies: ['Initech Holdings Nowhere'] }));
    const first = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    expect(first.sources.find((source) => source.name === 'remoteok')).toMatchObject({ status: 'failed', error: expect.stringMatching(/500/) });

    const again = (await runSearch(ctx.app, alice)).json() as RunJobSearchResponse;
    const [health] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'remoteok'));
    expect(again.sources.find((source) => source.name === 'remoteok')).toEqual({
      name: 'remoteok',
      label: 'Remote OK',
      status: 'stale',
      count: 0,
      error: health!.lastError,
      failedAt: health!.lastErrorAt!.toISOString(),
      // Never read: it has no postings that could be stale.
      lastSuccessAt: null,
    });
    expect(health!.lastError).toBe('had an error on its side (HTTP 500)');
    // A feed whose last read went well and is not due says nothing.
    expect(again.sources.some((source) => source.name === 'remotive')).toBe(false);
    expect(again.sources.find((source) => source.name === 'company:Initech Holdings Nowhere')).toMatchObject({
      status: 'skipped',
      error: expect.stringMatching(/no public job board found/),
    });
    // The session keeps what the search said, for the screen to show later.
    const [session] = await ctx.database.db.select().from(jobSearchSessions).where(eq(jobSearchSessions.id, again.session_id));
    expect(session!.sources).toEqual(again.sources);

    // The Job Search screen reads the same before any search.
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/job-sources', headers: { cookie: alice.cookie } });
    expect(listed.statusCode).toBe(200);
    const sources = (listed.json() as JobSourcesResponse).sources;
    expect(sources.map((source) => source.name).sort()).toEqual(['jobicy', 'remoteok', 'remotive']);
    expect(sources.find((source) => source.name === 'remoteok')).toEqual({
      name: 'remoteok',
      label: 'Remote OK',
      kind: 'feed',
      status: 'failing',
      lastSuccessAt: null,
      lastFailedAt: health!.lastErrorAt!.toISOString(),
      error: health!.lastError,
    });
    expect(sources.find((source) => source.name === 'remotive')).toMatchObject({ status: 'ok', error: null, lastFailedAt: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job-sources' })).statusCode).toBe(401);
  });
});
