import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { savedJobs } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
import { keepFoundJobs } from '../src/modules/saved-jobs/keep-found-jobs';
import { insertSavedJobs } from '../src/modules/saved-jobs/saved-job-records';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('saved jobs added as one JSON array of records', (ctx) => {
  it('stores every value as given, fills in the defaults of what a job leaves out, and answers each job as read back', async () => {
    const who = await signInAsGuest(ctx.app);
    const { sessionId } = await seedSearchSession(ctx.database.db, who.userId, [{}]);
    const now = new Date('2026-11-25T10:00:00.123Z');
    const [posting] = await upsertPostings(ctx.database.db, [createPosting({ sourceId: `records-${sessionId}` })], now);
    const given = {
      userId: who.userId,
      sessionId,
      title: 'Data "Engineer" \\ <b>ünïcode</b>',
      company: 'Acme',
      location: 'Berlin',
      salary: '€60k–70k',
      salaryRange: { min: 60_000, max: 70_000, currency: 'EUR', period: 'year' as const },
      datePosted: new Date('2026-11-20T08:00:00Z'),
      description: 'Line one\nline two\u2028and a tab\t.',
      descriptionHtml: '<p>Line one</p>',
      qualifications: ['SQL', 'Python'],
      benefits: [],
      jobLink: 'https://boards.example/acme/1',
      remote: false,
      source: 'greenhouse',
      sourceLabel: 'Greenhouse',
      sourceUrl: 'https://boards.example/acme/1',
      sources: [{ source: 'greenhouse', label: 'Greenhouse', url: 'https://boards.example/acme/1' }],
      matchScore: 77,
      matchReason: 'Title matches "Data Engineer"',
      statusHistory: [{ status: 'new' as const, at: now.toISOString() }],
      lastFoundAt: now,
    };
    // Two sets of columns: one job gives its favourite, status, places and posting; the other leaves them to the defaults.
    const jobs = [
      {
        ...given,
        id: `job-${sessionId}-records-1`,
        listingNumber: 2,
        favorite: true,
        status: 'applying' as const,
        postingId: posting!.id,
        places: [
          { location: 'Paris', workplace: 'hybrid' as const, salary: '€55k', url: 'https://boards.example/acme/2', sourceLabel: 'Greenhouse' },
        ],
      },
      { ...given, id: `job-${sessionId}-records-2`, listingNumber: 3, workplace: null, jobType: null },
    ];
    const added = await ctx.database.db.transaction((tx) => insertSavedJobs(tx, jobs));

    const stored = await ctx.database.db
      .select()
      .from(savedJobs)
      .where(
        inArray(
          savedJobs.id,
          jobs.map((job) => job.id),
        ),
      );
    const byId = new Map(stored.map((row) => [row.id, row]));
    expect(added.map((job) => job.id)).toEqual(jobs.map((job) => job.id));
    for (const job of added) expect(job).toEqual(byId.get(job.id));
    expect(byId.get(jobs[0]!.id)).toMatchObject({ favorite: true, status: 'applying', postingId: posting!.id, title: given.title });
    expect(byId.get(jobs[1]!.id)).toMatchObject({ favorite: false, status: 'new', places: [], easyApply: false, ranked: true, postingId: null });
    expect(byId.get(jobs[1]!.id)!.createdAt).toBeInstanceOf(Date);
    expect(byId.get(jobs[1]!.id)!.description).toBe(given.description);
  });

  it('refreshes jobs found again: a moved one takes its new place, one in the same place keeps it, a rescored one its score; each its found time', async () => {
    const who = await signInAsGuest(ctx.app);
    const earlier = new Date('2026-11-20T10:00:00Z');
    const first = await seedSearchSession(
      ctx.database.db,
      who.userId,
      // With their content hashes: found again with the same text, only their places and scores can change.
      [
        { fingerprint: 'fp-a', contentHash: 'hash-a' },
        { fingerprint: 'fp-b', contentHash: 'hash-b' },
        { fingerprint: 'fp-c', contentHash: 'hash-c' },
      ],
      earlier,
    );
    const second = await seedSearchSession(ctx.database.db, who.userId, [{ fingerprint: 'fp-other' }], earlier);
    const [a, b, c] = await ctx.database.db
      .select()
      .from(savedJobs)
      .where(eq(savedJobs.sessionId, first.sessionId))
      .orderBy(asc(savedJobs.listingNumber));
    const asFound = (row: typeof a, index: number, change: Partial<typeof a>) => {
      const { createdAt: _c, lastFoundAt: _l, appliedAt: _a, resumeId: _r, appliedResumeTitle: _t, appliedCoverLetter: _v, ...rest } = row!;
      return { ...rest, id: `job-${second.sessionId}-again-${index}`, ...change };
    };
    const now = new Date('2026-11-25T10:00:00Z');
    // Which way each job is written: the moves by one UPDATE of arrays (raw SQL), the rescored job by the query builder's UPDATE.
    const ways: string[] = [];
    const kept = await ctx.database.db.transaction((tx) =>
      keepFoundJobs(
        new Proxy(tx, {
          get(target, key) {
            const value = Reflect.get(target, key, target) as unknown;
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              if (key === 'update') ways.push('update builder');
              if (key === 'execute') ways.push(new PgDialect().sqlToQuery(args[0] as SQL).sql.includes('unnest(') ? 'arrays' : 'other');
              return (value as (...args: unknown[]) => unknown).apply(target, args);
            };
          },
        }),
        who.userId,
        [asFound(a, 0, { sessionId: second.sessionId, listingNumber: 5 }), asFound(b, 1, {}), asFound(c, 2, { matchScore: c!.matchScore - 7 })],
        now,
      ),
    );

    const after = new Map(
      (
        await ctx.database.db
          .select()
          .from(savedJobs)
          .where(inArray(savedJobs.id, [a!.id, b!.id, c!.id]))
      ).map((row) => [row.id, row]),
    );
    expect(after.get(a!.id)).toMatchObject({ sessionId: second.sessionId, listingNumber: 5, lastFoundAt: now, matchScore: a!.matchScore });
    expect(after.get(b!.id)).toMatchObject({ sessionId: first.sessionId, listingNumber: 2, lastFoundAt: now });
    expect(after.get(c!.id)).toMatchObject({ sessionId: first.sessionId, listingNumber: 3, lastFoundAt: now, matchScore: c!.matchScore - 7 });
    expect(ways.sort()).toEqual(['arrays', 'update builder']);
    // What the search is answered with is each job as now stored.
    expect(kept.map((job) => job.id)).toEqual([a!.id, b!.id, c!.id]);
    for (const job of kept) expect(job).toEqual(after.get(job.id));
  });
});
