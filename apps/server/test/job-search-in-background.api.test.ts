import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agentRuns, jobSearchSessions } from '../src/db/schema';
import { searchPreferences } from './fixtures/search-jobs';
import { describeWithSources, savePreferences } from './support/search-app';
import { searchSources, setUpSearchBoards } from './support/search-runs';
import { signInAsGuest } from './support/sign-in';
import { testOrigin } from './support/test-app';

describeWithSources('run-job-search in the background', searchSources, (ctx) => {
  it('runs the search in the background for onboarding and records its session', async () => {
    setUpSearchBoards(ctx.fake);
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
    setUpSearchBoards(ctx.fake);
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
});
