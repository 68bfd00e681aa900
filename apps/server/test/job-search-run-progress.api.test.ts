import type { RunJobSearchResponse } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { agentRuns } from '../src/db/schema';
import { searchPreferences } from './fixtures/search-jobs';
import { createRunProgress, heartbeatMs } from '../src/modules/agent-runs/run-progress';
import { maxOpenStreamsPerUser, streamMessages } from '../src/modules/agent-runs/routes';
import { failInterruptedRuns, interruptedMessage } from '../src/modules/job-search/fail-interrupted-runs';
import { describeWithSources, runSearch, savePreferences } from './support/search-app';
import { runRow, searchSources, setUpSearchBoards } from './support/search-runs';
import { signInAsGuest } from './support/sign-in';

describeWithSources('run-job-search progress', searchSources, (ctx) => {
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

  it('publishes the stages of a run as server-sent events to its owner', async () => {
    setUpSearchBoards(ctx.fake);
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
});
