import { onboardingRunRequest } from '@seeker/contract';
import { expect, it } from 'vitest';
import { agentRuns } from '../src/db/schema';
import { searchMessages } from '../src/modules/job-search/search-messages';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('POST /api/agents/run', (ctx) => {
  it('records the onboarding request for the caller, answers 202, and the search it starts says preferences are missing', async () => {
    const guest = await signInAsGuest(ctx.app);
    const body = onboardingRunRequest({ id: guest.userId, isAnonymous: true }, 1_700_000_000_000);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: guest.cookie }, payload: body });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'accepted' });
    await ctx.app.settleBackgroundWork();
    const rows = await ctx.database.db.select().from(agentRuns);
    expect(rows).toMatchObject([
      {
        id: response.json().requestId,
        userId: guest.userId,
        sessionId: 'onboarding-1700000000000',
        message: 'find me jobs based on my preferences',
        context: { user_id: guest.userId, is_anonymous: true, source: 'preferences_onboarding' },
        // This guest saved no preferences: the background search ends at once, saying so.
        status: 'failed',
        error: searchMessages.noPreferences,
      },
    ]);
  });

  it("looks a run up by id without a 404: the caller's once recorded, none before it or for someone else's", async () => {
    const guest = await signInAsGuest(ctx.app);
    const other = await signInAsGuest(ctx.app);
    const lookup = async (cookie: string, runId: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/agents/runs?runId=${runId}`, headers: { cookie } });
      return [response.statusCode, response.json()];
    };
    // The first poll often beats the start request: nothing yet, and no error for the browser to log.
    expect(await lookup(guest.cookie, crypto.randomUUID())).toEqual([200, { runs: [] }]);
    const body = onboardingRunRequest({ id: guest.userId, isAnonymous: true });
    const started = await ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: guest.cookie }, payload: body });
    expect(started.statusCode).toBe(202);
    const recorded = started.json().requestId as string;
    await ctx.app.settleBackgroundWork();
    expect(await lookup(guest.cookie, recorded)).toEqual([200, { runs: [expect.objectContaining({ runId: recorded, status: 'failed' })] }]);
    expect(await lookup(other.cookie, recorded)).toEqual([200, { runs: [] }]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/agents/runs/${recorded}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/agents/runs?runId=', headers: { cookie: guest.cookie } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/agents/runs?runId=${recorded}` })).statusCode).toBe(401);
  });

  it('refuses a run on behalf of another user, and without a session', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const body = onboardingRunRequest({ id: alice.userId, isAnonymous: true });
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: bob.cookie }, payload: body });
    expect(forged.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/agents/run', payload: body })).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(agentRuns)).toEqual([]);
  });

  it('refuses a malformed body', async () => {
    const guest = await signInAsGuest(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run',
      headers: { cookie: guest.cookie },
      payload: { message: '', context: {} },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a firebase_uid naming someone else and records is_anonymous from the session', async () => {
    const alice = await signInAsGuest(ctx.app);
    const bob = await signInAsGuest(ctx.app);
    const body = onboardingRunRequest({ id: alice.userId, isAnonymous: false });
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/agents/run',
      headers: { cookie: alice.cookie },
      payload: { ...body, context: { ...body.context, firebase_uid: bob.userId } },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: alice.cookie }, payload: body });
    expect(ok.statusCode).toBe(202);
    const [row] = await ctx.database.db.select().from(agentRuns);
    expect(row?.context.is_anonymous).toBe(true);
  });

  it('accepts at most 30 runs an hour per user', async () => {
    const guest = await signInAsGuest(ctx.app);
    const body = onboardingRunRequest({ id: guest.userId, isAnonymous: true });
    await ctx.database.db.insert(agentRuns).values(
      Array.from({ length: 30 }, (_, index) => ({
        id: `seed-${ctx.target}-${index}`,
        userId: guest.userId,
        sessionId: 's',
        message: 'm',
        context: body.context,
        status: 'accepted' as const,
      })),
    );
    const response = await ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: guest.cookie }, payload: body });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toBe(
      'You have started 30 searches, tailorings and cover letters in the last hour. Please try again later.',
    );
  });

  it('holds the hourly limit when runs arrive together', async () => {
    const guest = await signInAsGuest(ctx.app);
    const body = onboardingRunRequest({ id: guest.userId, isAnonymous: true });
    await ctx.database.db.insert(agentRuns).values(
      Array.from({ length: 27 }, (_, index) => ({
        id: `race-${ctx.target}-${index}`,
        userId: guest.userId,
        sessionId: 's',
        message: 'm',
        context: body.context,
        status: 'accepted' as const,
      })),
    );
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => ctx.app.inject({ method: 'POST', url: '/api/agents/run', headers: { cookie: guest.cookie }, payload: body })),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status === 202)).toHaveLength(3);
    expect(await ctx.database.db.select().from(agentRuns)).toHaveLength(30);
  });
});
