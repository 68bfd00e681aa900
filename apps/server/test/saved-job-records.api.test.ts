import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobListings } from '../src/db/schema';
import { createPosting } from '@seeker/agents/testing';
import { upsertPostings } from '../src/modules/postings/upsert-postings';
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
        places: [{ location: 'Paris', workplace: 'hybrid' as const, salary: null, url: 'https://boards.example/acme/2', sourceLabel: 'Greenhouse' }],
      },
      { ...given, id: `job-${sessionId}-records-2`, listingNumber: 3, workplace: null, jobType: null },
    ];
    const added = await ctx.database.db.transaction((tx) => insertSavedJobs(tx, jobs));

    const stored = await ctx.database.db
      .select()
      .from(jobListings)
      .where(
        inArray(
          jobListings.id,
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
});
