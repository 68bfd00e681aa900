import type { Dashboard, SavedJob, JobPage, JobSearchSession } from '@seeker/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedJobs } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { savedJobRequests } from './support/saved-job-requests';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('saved jobs: listings and pages', (ctx) => {
  const { send, profileOf } = savedJobRequests(ctx);

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
    expect(rest.total).toBe(5);
    expect(rest.nextOffset).toBeNull();
    // A page past the end has no job, and still says how many there are.
    const past = (await send(alice, 'GET', `/api/users/${alice.userId}/jobs?offset=20&limit=3`)).json() as JobPage;
    expect(past).toEqual({ jobs: [], total: 5, nextOffset: null });
    const bob = await signInAsGuest(ctx.app);
    expect((await send(bob, 'GET', `/api/users/${bob.userId}/jobs`)).json()).toEqual({ jobs: [], total: 0, nextOffset: null });

    expect((await send(alice, 'GET', `/api/users/${alice.userId}/jobs?limit=101`)).statusCode).toBe(400);
    expect((await send(alice, 'GET', `/api/users/${alice.userId}/jobs?offset=-1`)).statusCode).toBe(400);
    // Digits only: no hexadecimal, exponent, sign, blank or fraction read as a number.
    for (const offset of ['0x3', '3e0', '+3', '', '%20', '3.0', '0b11'])
      expect((await send(alice, 'GET', `/api/users/${alice.userId}/jobs?offset=${offset}&limit=3`)).statusCode, offset).toBe(400);
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
});
