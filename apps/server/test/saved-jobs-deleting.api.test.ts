import { onboardingRunRequest, type Dashboard, type JobPage, type JobSearchSession } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companyResearchSessions } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { recordAgentRun } from '../src/modules/agent-runs/record-agent-run';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { savedJobRequests } from './support/saved-job-requests';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('saved jobs: deleting', (ctx) => {
  const { send, profileOf } = savedJobRequests(ctx);

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
});
