import type { Dashboard, SavedJob, JobPage } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedJobs } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { savedJobRequests } from './support/saved-job-requests';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp, testOrigin } from './support/test-app';

describeWithApp('saved jobs: changes', (ctx) => {
  const { send, profileOf } = savedJobRequests(ctx);

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

  it('keeps the last 50 moves of a job', async () => {
    const alice = await signInAsGuest(ctx.app);
    const { jobIds } = await seedSearchSession(ctx.database.db, alice.userId, [{}]);
    let job: SavedJob | undefined;
    for (let move = 0; move < 60; move++)
      job = (await send(alice, 'PATCH', `/api/jobs/${jobIds[0]}`, { status: move % 2 ? 'new' : 'researching' })).json() as SavedJob;
    expect(job!.statusHistory).toHaveLength(50);
    expect(job!.statusHistory.at(-1)!.status).toBe('new');
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
