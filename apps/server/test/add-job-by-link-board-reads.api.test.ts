import { addJobByLinkMessages, linkClockTime, type SavedJobByLink, type ErrorBody, type JobPage } from '@seeker/contract';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sourceHealth } from '../src/db/schema';
import { BoardReadLimiter } from '../src/modules/add-job-by-link/board-read-limit';
import { acmeCook, acmeFrontend } from './fixtures/search-jobs';
import { jobLinkRequests } from './support/job-links';
import { describeWithSources } from './support/search-app';
import { signInAsGuest } from './support/sign-in';

describeWithSources('add a job by its link: board reads', { enabled: ['greenhouse', 'ashby'] }, (ctx) => {
  const { addLink, boardReads, errorOf } = jobLinkRequests(ctx);
  const boardRow = async (key: string) => (await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, key)))[0];

  const hour = 3600_000;

  it('says what went wrong with the board: not open, gone, failing, turned off', async () => {
    ctx.fake.set({
      boards: {
        'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend] },
        'greenhouse:vanished': 'gone',
        'greenhouse:broken': 'error',
      },
    });
    const alice = await signInAsGuest(ctx.app);
    const expectError = async (url: string, status: number, message: string) => {
      const response = await addLink(alice, url);
      expect(response.statusCode, response.body).toBe(status);
      expect((response.json() as ErrorBody).error.message).toBe(message);
    };
    await expectError('https://boards.greenhouse.io/acmerobotics/jobs/4999', 404, addJobByLinkMessages.notOpen('Greenhouse', 'acmerobotics'));
    await expectError('https://boards.greenhouse.io/vanished/jobs/1', 404, addJobByLinkMessages.boardGone('Greenhouse', 'vanished'));
    const failed = await addLink(alice, 'https://boards.greenhouse.io/broken/jobs/1');
    expect(failed.statusCode, failed.body).toBe(502);
    expect(errorOf(failed).message).toMatch(/^Greenhouse could not be read at .+\. Nothing was saved\. Seeker may ask Greenhouse again after .+\.$/);
    await expectError('https://jobs.lever.co/leverdemo/5ac21346-8e0c-4494-8e7a-3eb92ff77902', 503, addJobByLinkMessages.sourceOff('Lever'));
    const list = await ctx.app.inject({ method: 'GET', url: `/api/users/${alice.userId}/jobs`, headers: { cookie: alice.cookie } });
    expect((list.json() as JobPage).total).toBe(0);
  });

  it('says when a failed board may be asked again, first time and from the cache, without nested parentheses', async () => {
    ctx.fake.set({ boards: { 'greenhouse:broken': 'error' } });
    const alice = await signInAsGuest(ctx.app);
    const first = await addLink(alice, 'https://boards.greenhouse.io/broken/jobs/1');
    expect(first.statusCode, first.body).toBe(502);
    const row = await boardRow('greenhouse:broken');
    const readAt = row!.lastFetchAt!;
    const nextReadAt = new Date(readAt.getTime() + hour);
    const nextMinute = new Date(Math.ceil(nextReadAt.getTime() / 60_000) * 60_000);
    // No preferences saved: times are in UTC. The read was this request's: the source allows the next in an hour.
    expect(errorOf(first).message).toBe(
      addJobByLinkMessages.failed('Greenhouse', row!.lastError!, { readAt, nextReadAt }, { now: readAt, timeZone: 'UTC' }),
    );
    expect(errorOf(first).message).toContain(
      `Seeker may ask Greenhouse again after ${linkClockTime(nextMinute, { now: readAt, timeZone: 'UTC' })} (in 60 minutes).`,
    );
    expect(errorOf(first).message).not.toMatch(/few minutes/);
    const reads = boardReads();

    // Asked again within the hour: answered from the failure on record, with the same times, not read again.
    const again = await addLink(alice, 'https://boards.greenhouse.io/broken/jobs/1');
    expect(again.statusCode, again.body).toBe(502);
    expect(errorOf(again).message).toMatch(
      /^Greenhouse could not be read at \d\d:\d\d UTC: .+\. Nothing was saved\. Seeker may ask Greenhouse again after \d\d:\d\d UTC/,
    );
    expect(errorOf(again).message).toContain(`at ${linkClockTime(readAt, { now: readAt, timeZone: 'UTC' })}: ${row!.lastError}.`);
    expect(errorOf(again).message).toContain(`after ${linkClockTime(nextMinute, { now: readAt, timeZone: 'UTC' })} (in `);
    expect(errorOf(again).message).not.toMatch(/a moment ago|\([^)]*\(/);
    expect(boardReads()).toBe(reads);
  });

  it('says when a board read recently was read, and when it may be read again, for a job that was not on it', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend] } } });
    const alice = await signInAsGuest(ctx.app);
    expect((await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4001')).statusCode).toBe(201);
    // The board posts a new job after Seeker read it.
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] } } });
    const response = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4002');
    expect(response.statusCode, response.body).toBe(404);
    const readAt = (await boardRow('greenhouse:acmerobotics'))!.lastFetchAt!;
    expect(errorOf(response).message).toBe(
      addJobByLinkMessages.notOnLastRead(
        'Greenhouse',
        'acmerobotics',
        { readAt, nextReadAt: new Date(readAt.getTime() + hour) },
        { now: readAt, timeZone: 'UTC' },
      ),
    );
    expect(errorOf(response).message).not.toMatch(/taken down/);
    expect(boardReads()).toBe(1);
  });

  it('reads a board whose host has a trailing dot, in any case, as the same board: within its interval from the index, limited as without the dot', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] } } });
    const alice = await signInAsGuest(ctx.app);
    const first = await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4001');
    expect(first.statusCode, first.body).toBe(201);
    expect(boardReads()).toBe(1);

    // Within the board's interval: answered from the index the first read filled, not read again (nor fetched as a page).
    const dotted = await addLink(alice, 'https://boards.greenhouse.io./acmerobotics/jobs/4002');
    expect(dotted.statusCode, dotted.body).toBe(201);
    expect((dotted.json() as SavedJobByLink).job).toMatchObject({ title: 'Line Cook', source: 'greenhouse' });
    expect((dotted.json() as SavedJobByLink).job.jobLink).toBe('https://boards.greenhouse.io/acmerobotics/jobs/4002');
    const again = await addLink(alice, 'https://JOB-BOARDS.Greenhouse.IO./acmerobotics/jobs/4001');
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SavedJobByLink).job.jobId).toBe((first.json() as SavedJobByLink).job.jobId);
    expect(boardReads()).toBe(1);
    expect(await ctx.database.db.select().from(sourceHealth).where(like(sourceHealth.key, '%.'))).toEqual([]);

    // New boards named through the dotted host take the user's turns as any board does: 5 a minute.
    const eve = await signInAsGuest(ctx.app);
    for (const slug of ['spam0', 'spam1', 'spam2', 'spam3', 'spam4']) {
      expect((await addLink(eve, `https://boards.greenhouse.io./${slug}/jobs/1`)).statusCode).toBe(404);
    }
    expect(boardReads()).toBe(6);
    const refused = await addLink(eve, 'https://boards.greenhouse.io/spam5/jobs/1');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorOf(refused).message).toMatch(/^You have had Seeker read 5 job boards for links in the last minute/);
    expect(boardReads()).toBe(6);
  });

  it('reads at most 5 new boards a minute for one user, not counting boards read within their interval, and keeps no made-up board', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics, Inc.', jobs: [acmeFrontend, acmeCook] } } });
    // A board of the directory, known before any link named it.
    await ctx.database.db
      .insert(sourceHealth)
      .values({ key: 'greenhouse:vanished', source: 'greenhouse', origin: 'directory', boardSlug: 'vanished', companyName: 'Vanished' });
    const alice = await signInAsGuest(ctx.app);
    const eve = await signInAsGuest(ctx.app);
    expect((await addLink(alice, 'https://boards.greenhouse.io/acmerobotics/jobs/4001')).statusCode).toBe(201);

    const made = ['spam0', 'spam1', 'spam2', 'spam3'];
    for (const slug of made) expect((await addLink(eve, `https://boards.greenhouse.io/${slug}/jobs/1`)).statusCode).toBe(404);
    expect((await addLink(eve, 'https://boards.greenhouse.io/vanished/jobs/1')).statusCode).toBe(404);
    expect(boardReads()).toBe(6);

    const refused = await addLink(eve, 'https://boards.greenhouse.io/spam5/jobs/1');
    expect(refused.statusCode, refused.body).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect(errorOf(refused).message).toMatch(
      /^You have had Seeker read 5 job boards for links in the last minute, the most it reads for one person\. Try again after \d\d:\d\d UTC( tomorrow)? \(in 1 minute\)\./,
    );
    expect(boardReads()).toBe(6);
    // Boards read within their interval cost no read: still answered.
    expect((await addLink(eve, 'https://boards.greenhouse.io/acmerobotics/jobs/4002')).statusCode).toBe(201);
    // Each user has their own turns.
    expect((await addLink(alice, 'https://boards.greenhouse.io/spam5/jobs/1')).statusCode).toBe(404);

    // A name a link made up that proved to be no board is not kept to crawl; a known board stays known (as gone).
    expect(await ctx.database.db.select().from(sourceHealth).where(like(sourceHealth.key, 'greenhouse:spam%'))).toEqual([]);
    expect(await boardRow('greenhouse:vanished')).toMatchObject({ status: 'gone' });
    expect(await boardRow('greenhouse:acmerobotics')).toMatchObject({ status: 'active', origin: 'user' });
  });
});

describe('board reads for links, per user', () => {
  const start = new Date('2026-03-02T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('allows 5 a minute and 30 an hour, saying when the next is free, and takes back a read that did not happen', () => {
    const limiter = new BoardReadLimiter();
    for (let i = 0; i < 5; i += 1) expect(limiter.take('eve', at(i * 1_000)).ok).toBe(true);
    expect(limiter.take('eve', at(5_000))).toMatchObject({ ok: false, limit: { window: 'minute', count: 5 }, retryAt: at(60_000) });
    expect(limiter.take('bob', at(5_000)).ok).toBe(true);
    expect(limiter.take('eve', at(60_001)).ok).toBe(true);

    // 30 in the hour, 5 a minute at most.
    const hourly = new BoardReadLimiter();
    for (let i = 0; i < 30; i += 1) expect(hourly.take('eve', at(i * 13_000)).ok).toBe(true);
    expect(hourly.take('eve', at(30 * 13_000))).toMatchObject({ ok: false, limit: { window: 'hour', count: 30 }, retryAt: at(3_600_000) });
    expect(hourly.take('eve', at(3_600_001)).ok).toBe(true);

    // A board someone else read meanwhile: the turn is given back.
    const kind = new BoardReadLimiter();
    for (let i = 0; i < 4; i += 1) kind.take('eve', at(i));
    const ticket = kind.take('eve', at(10));
    expect(ticket.ok).toBe(true);
    expect(kind.take('eve', at(11)).ok).toBe(false);
    if (ticket.ok) ticket.release();
    expect(kind.take('eve', at(12)).ok).toBe(true);
  });
});
