import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { postings, sourceHealth } from '../src/db/schema';
import { seedBoardDirectory, seedChunk } from '../src/job-sources/directory/seed-board-directory';
import { pruneClosedPostings } from '../src/modules/postings/close-postings';
import { crawlBoardDirectory } from '../src/modules/postings/crawl-board-directory';
import { ingestDueFeeds } from '../src/modules/postings/ingest-due-feeds';
import { queryPostings } from '../src/modules/postings/query-postings';
import { refreshBoard } from '../src/modules/postings/refresh-board';
import { recordSourceFailure } from '../src/modules/postings/source-health';
import { acmeCook, acmeFrontend, acmeFrontendOnRemoteOk, globexOnRemotive, reactOnJobicy } from './fixtures/search-jobs';
import { describeWithSources } from './support/search-app';

const hour = 3600_000;
const day = 24 * hour;

describeWithSources('postings index', { enabled: ['greenhouse', 'lever', 'workable', 'remoteok', 'remotive', 'jobicy'], crawlPerHour: 12 }, (ctx) => {
  const deps = () => ({ db: ctx.database.db, sources: ctx.sources });
  const openPostings = () => ctx.database.db.select().from(postings).where(isNull(postings.closedAt));

  it('ingests each feed on its own cadence and finds its postings by full text', async () => {
    ctx.fake.set({ feeds: { remoteok: [acmeFrontendOnRemoteOk], remotive: [globexOnRemotive], jobicy: [reactOnJobicy] } });
    const now = new Date();
    const first = await ingestDueFeeds(deps(), now);
    expect(first.map((feed) => feed.source).sort()).toEqual(['jobicy', 'remoteok', 'remotive']);
    expect(await openPostings()).toHaveLength(3);

    // An hour later Jobicy (1 an hour) and RemoteOK are due again; Remotive (4 a day) is not.
    const later = await ingestDueFeeds(deps(), new Date(now.getTime() + hour + 1));
    expect(later.map((feed) => feed.source).sort()).toEqual(['jobicy', 'remoteok']);
    expect(ctx.fake.count('remotive')).toBe(1);

    const found = await queryPostings(ctx.database.db, { terms: ['frontend developer'], boards: [], limit: 10 });
    expect(found.map((posting) => posting.company)).toEqual(['Globex']);
    const bySkill = await queryPostings(ctx.database.db, { terms: ['typescript'], boards: [], limit: 10 });
    expect(bySkill.map((posting) => posting.company).sort()).toEqual(['Globex', 'Initrode']);
  });

  it('closes what a fresh board fetch no longer lists, reopens what returns, and prunes after 30 days closed', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend, acmeCook] } } });
    const target = { provider: 'greenhouse', slug: 'acmerobotics', companyName: 'Acme Robotics', origin: 'directory', checkIdentity: false } as const;
    const start = new Date();
    expect((await refreshBoard(deps(), target, start)).status).toBe('ok');
    expect(await openPostings()).toHaveLength(2);

    // Within the board's interval nobody asks it again.
    expect((await refreshBoard(deps(), target, new Date(start.getTime() + 60_000))).status).toBe('recent');
    expect(ctx.fake.count('greenhouse', '/jobs')).toBe(1);

    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
    const second = new Date(start.getTime() + 2 * hour);
    expect((await refreshBoard(deps(), target, second)).status).toBe('ok');
    const open = await openPostings();
    expect(open.map((row) => row.title)).toEqual(['Senior Frontend Engineer']);
    const [cook] = await ctx.database.db.select().from(postings).where(eq(postings.title, 'Line Cook'));
    expect(cook!.closedAt?.toISOString()).toBe(second.toISOString());

    expect(await pruneClosedPostings(ctx.database.db, new Date(second.getTime() + 29 * day))).toBe(0);
    expect(await pruneClosedPostings(ctx.database.db, new Date(second.getTime() + 31 * day))).toBe(1);
    expect(await ctx.database.db.select().from(postings)).toHaveLength(1);
  });

  it('seeds a directory longer than one statement takes in several, each board once; boards known stay as they are', async () => {
    const boards = Array.from({ length: seedChunk * 2 + 3 }, (_, index) => ({
      provider: 'greenhouse' as const,
      slug: `seeded${index}`,
      name: `Seeded ${index}`,
    }));
    expect(await seedBoardDirectory(ctx.database.db, boards.slice(0, 5))).toBe(5);
    expect(await seedBoardDirectory(ctx.database.db, boards)).toBe(boards.length - 5);
    const seeded = await ctx.database.db.select({ key: sourceHealth.key }).from(sourceHealth).where(eq(sourceHealth.origin, 'directory'));
    expect(new Set(seeded.map((row) => row.key)).size).toBe(boards.length);
    expect(await seedBoardDirectory(ctx.database.db, boards)).toBe(0);
  });

  it('crawls the directory within its hourly budget, marks 404 boards gone and records each board', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] } } });
    await seedBoardDirectory(ctx.database.db, [
      { provider: 'greenhouse', slug: 'acmerobotics', name: 'Acmerobotics' },
      { provider: 'lever', slug: 'closedco', name: 'Closedco' },
      { provider: 'workable', slug: 'w1', name: 'W1' },
      { provider: 'workable', slug: 'w2', name: 'W2' },
      { provider: 'ashby', slug: 'notenabled', name: 'Notenabled' },
    ]);
    // 12 an hour, spread over 6 runs: 2 boards a run.
    const now = new Date();
    const first = await crawlBoardDirectory(deps(), now);
    expect(first.fetched).toBe(2);
    const second = await crawlBoardDirectory(deps(), new Date(now.getTime() + 10 * 60_000));
    const third = await crawlBoardDirectory(deps(), new Date(now.getTime() + 20 * 60_000));
    expect(second.fetched + third.fetched).toBe(2);
    expect((await crawlBoardDirectory(deps(), new Date(now.getTime() + 30 * 60_000))).fetched).toBe(0);

    const rows = Object.fromEntries((await ctx.database.db.select().from(sourceHealth)).map((row) => [row.key, row]));
    expect(rows['greenhouse:acmerobotics']).toMatchObject({ status: 'active', companyName: 'Acme Robotics', postingsCount: 1 });
    expect(rows['lever:closedco']).toMatchObject({ status: 'gone' });
    expect(rows['lever:closedco']!.nextFetchAt!.getTime()).toBeGreaterThan(now.getTime() + 29 * day);
    expect(rows['ashby:notenabled']!.lastFetchAt).toBeNull();
    // A budget of 0 turns the crawl off.
    ctx.sources.settings.directoryCrawlPerHour = 0;
    try {
      expect((await crawlBoardDirectory(deps(), new Date(now.getTime() + 2 * day))).fetched).toBe(0);
    } finally {
      ctx.sources.settings.directoryCrawlPerHour = 12;
    }
  });

  it("shares the crawl's budget across providers in turns: thousands of one provider's boards do not starve another's", async () => {
    await seedBoardDirectory(ctx.database.db, [
      ...Array.from({ length: 30 }, (_, index) => ({ provider: 'greenhouse' as const, slug: `gh${index}`, name: `Gh ${index}` })),
      { provider: 'workable', slug: 'w1', name: 'W1' },
      { provider: 'lever', slug: 'l1', name: 'L1' },
      { provider: 'lever', slug: 'l2', name: 'L2' },
    ]);
    // 12 an hour, 2 a run, the provider read least this hour first: Lever's and Workable's few boards are all
    // read within three runs, though Greenhouse has thirty waiting.
    const now = new Date();
    const readSources = async () =>
      (await ctx.database.db.select().from(sourceHealth))
        .filter((row) => row.lastFetchAt)
        .map((row) => row.source)
        .sort();
    await crawlBoardDirectory(deps(), now);
    expect(await readSources()).toEqual(['greenhouse', 'lever']);
    await crawlBoardDirectory(deps(), new Date(now.getTime() + 10 * 60_000));
    expect(await readSources()).toEqual(['greenhouse', 'greenhouse', 'lever', 'workable']);
    await crawlBoardDirectory(deps(), new Date(now.getTime() + 20 * 60_000));
    expect(await readSources()).toEqual(['greenhouse', 'greenhouse', 'greenhouse', 'lever', 'lever', 'workable']);
  });

  it('keeps guesses out of the crawl until one proves to be the company, compares slugs without case, and never overflows its backoff', async () => {
    ctx.fake.set({
      boards: {
        'greenhouse:acme': { companyName: 'Acne Studios', jobs: [acmeCook] },
        'greenhouse:acmerobotics': { companyName: 'Acme Robotics', jobs: [acmeFrontend] },
      },
    });
    const now = new Date();
    const guess = (slug: string) => ({
      provider: 'greenhouse' as const,
      slug,
      companyName: 'Acme Robotics',
      origin: 'guess' as const,
      checkIdentity: true,
    });
    expect((await refreshBoard(deps(), guess('acme'), now)).status).toBe('mismatch');
    expect((await refreshBoard(deps(), guess('AcmeRobotics'), now)).status).toBe('ok');
    const origins = Object.fromEntries((await ctx.database.db.select().from(sourceHealth)).map((row) => [row.key, row.origin]));
    expect(origins).toEqual({ 'greenhouse:acme': 'guess', 'greenhouse:acmerobotics': 'user' });
    const found = await queryPostings(ctx.database.db, { terms: [], boards: [{ provider: 'greenhouse', slug: 'acmerobotics' }], limit: 10 });
    expect(found.map((posting) => posting.title)).toContain('Senior Frontend Engineer');

    const later = new Date(now.getTime() + 2 * day);
    const crawl = await crawlBoardDirectory(deps(), later);
    expect(crawl.fetched).toBe(1);
    expect(ctx.fake.count('greenhouse', '/boards/acme/')).toBe(1);

    await ctx.database.db.update(sourceHealth).set({ failures: 5000 }).where(eq(sourceHealth.key, 'greenhouse:acme'));
    await expect(
      recordSourceFailure(ctx.database.db, 'greenhouse:acme', { now: later, message: 'answered HTTP 500', gone: false, isBoard: true }),
    ).resolves.toBeUndefined();
    const [row] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'greenhouse:acme'));
    expect(row!.nextFetchAt!.getTime()).toBe(later.getTime() + 128 * hour);
  });

  it("leaves another company's board as it was when a guess lands on it, and never lends its postings to the guess", async () => {
    ctx.fake.set({ boards: { 'greenhouse:acme': { companyName: 'Acne Studios', jobs: [acmeCook] } } });
    const now = new Date();
    const directory = { provider: 'greenhouse' as const, slug: 'acme', companyName: 'Acme', origin: 'directory' as const, checkIdentity: false };
    expect((await refreshBoard(deps(), directory, now)).status).toBe('ok');
    const guess = { ...directory, companyName: 'Acme Robotics', origin: 'guess' as const, checkIdentity: true };
    // Within the hour: the board was read and is active, but it is Acne Studios', not Acme Robotics'.
    expect(await refreshBoard(deps(), guess, new Date(now.getTime() + 60_000))).toEqual({ status: 'recent', active: false });
    // After the hour: read again, refused as someone else's, and the board stays active for its own company.
    expect(await refreshBoard(deps(), guess, new Date(now.getTime() + 2 * hour))).toEqual({ status: 'mismatch', boardName: 'Acne Studios' });
    const [row] = await ctx.database.db.select().from(sourceHealth).where(eq(sourceHealth.key, 'greenhouse:acme'));
    expect(row).toMatchObject({ status: 'active', origin: 'directory', companyName: 'Acne Studios', failures: 0 });
  });

  it('does not trust a guessed slug whose board names another company', async () => {
    ctx.fake.set({ boards: { 'greenhouse:acme': { companyName: 'Acne Studios', jobs: [acmeCook] } } });
    const result = await refreshBoard(
      deps(),
      { provider: 'greenhouse', slug: 'acme', companyName: 'Acme', origin: 'user', checkIdentity: true },
      new Date(),
    );
    expect(result).toEqual({ status: 'mismatch', boardName: 'Acne Studios' });
    expect(
      await ctx.database.db
        .select()
        .from(postings)
        .where(and(eq(postings.boardSlug, 'acme'))),
    ).toEqual([]);
  });
});
