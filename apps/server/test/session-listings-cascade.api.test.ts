import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedJobs, jobSearchSessions, sessionListings, user } from '../src/db/schema';
import { selectRows } from '../src/db/select-rows';
import { seedSearchSession } from './support/seed-saved-jobs';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

// session_listings has no foreign keys (decision 0028): statement triggers (migration 0024) do what their
// ON DELETE CASCADE did. Each case deletes one kind of parent and checks that its listings, and only
// those, went with it: the same user's other search and another user's are untouched.
describeWithApp('a search listing goes with its saved job, its session and its user', (ctx) => {
  const listingsOf = async (userId: string) =>
    (await ctx.database.db.select().from(sessionListings).where(eq(sessionListings.userId, userId))).map((row) => row.id).sort();

  async function twoSearches() {
    const who = await signInAsGuest(ctx.app);
    const first = await seedSearchSession(ctx.database.db, who.userId, [{}, {}]);
    const second = await seedSearchSession(ctx.database.db, who.userId, [{}]);
    const listingIds = [...first.jobIds, ...second.jobIds];
    expect(await listingsOf(who.userId)).toEqual([...listingIds].sort());
    return { userId: who.userId, first, second, listingIds };
  }

  it('deleting saved jobs deletes their listings, in one statement for many', async () => {
    const bystander = await twoSearches();
    const { userId, first, second } = await twoSearches();
    const listed = await ctx.database.db
      .select({ id: sessionListings.id, jobId: sessionListings.jobId })
      .from(sessionListings)
      .where(inArray(sessionListings.id, first.jobIds));
    await ctx.database.db.delete(savedJobs).where(
      inArray(
        savedJobs.id,
        listed.map((row) => row.jobId),
      ),
    );
    expect(await listingsOf(userId)).toEqual([...second.jobIds].sort());
    expect(await listingsOf(bystander.userId)).toEqual([...bystander.listingIds].sort());
  });

  it('deleting a job two searches listed deletes both listings', async () => {
    const who = await signInAsGuest(ctx.app);
    const fingerprint = `fp-${crypto.randomUUID()}`;
    const first = await seedSearchSession(ctx.database.db, who.userId, [{ fingerprint }]);
    const second = await seedSearchSession(ctx.database.db, who.userId, [{ fingerprint }, {}]);
    const listed = await ctx.database.db
      .select({ jobId: sessionListings.jobId })
      .from(sessionListings)
      .where(inArray(sessionListings.id, [first.jobIds[0]!, second.jobIds[0]!]));
    // The second search found the first one's job again: one saved job, two listings.
    expect(new Set(listed.map((row) => row.jobId)).size).toBe(1);
    await ctx.database.db.delete(savedJobs).where(eq(savedJobs.id, listed[0]!.jobId));
    expect(await listingsOf(who.userId)).toEqual([second.jobIds[1]!]);
  });

  // The case decision 0028 rests on: a job deleted while a search that moves it has it locked and lists it.
  it.runIf(ctx.target === 'postgres')('a job deleted while a search holds it waits, then takes the listing that search added', async () => {
    const { userId, first } = await twoSearches();
    const [listing] = await ctx.database.db
      .select({ jobId: sessionListings.jobId })
      .from(sessionListings)
      .where(eq(sessionListings.id, first.jobIds[0]!));
    const jobId = listing!.jobId;
    const sessionId = `session-${crypto.randomUUID()}`;
    let deleted: Promise<unknown> | undefined;
    await ctx.database.db.transaction(async (tx) => {
      const now = new Date();
      await tx.insert(jobSearchSessions).values({ id: sessionId, userId, jobCount: 1, sources: [], createdAt: now, lastUpdated: now });
      await tx.update(savedJobs).set({ sessionId, listingNumber: 1, lastFoundAt: now }).where(eq(savedJobs.id, jobId));
      // Another connection deletes the job: it waits for this transaction's row lock.
      deleted = ctx.database.db.delete(savedJobs).where(eq(savedJobs.id, jobId)).execute();
      for (let waited = 0; ; waited += 20) {
        const [waiting] = await selectRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (waiting!.n > 0) break;
        if (waited > 5_000) throw new Error('the delete never waited for the search');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await tx.insert(sessionListings).values({
        id: `job-${sessionId}-0`,
        userId,
        sessionId,
        listingNumber: 1,
        jobId,
        matchScore: 90,
        matchReason: 'Found again',
      });
    });
    await deleted;
    const left = await ctx.database.db.select({ id: sessionListings.id }).from(sessionListings).where(eq(sessionListings.jobId, jobId));
    expect(left).toEqual([]);
  });

  it('deleting a session deletes its listings and no other', async () => {
    const bystander = await twoSearches();
    const { userId, first, second } = await twoSearches();
    // A job's place points at its session (a key with no action): the jobs are pointed elsewhere first, as clearing a session does.
    await ctx.database.db.update(savedJobs).set({ sessionId: second.sessionId }).where(eq(savedJobs.sessionId, first.sessionId));
    await ctx.database.db.delete(jobSearchSessions).where(eq(jobSearchSessions.id, first.sessionId));
    expect(await listingsOf(userId)).toEqual([...second.jobIds].sort());
    expect(await listingsOf(bystander.userId)).toEqual([...bystander.listingIds].sort());
  });

  it('deleting a user deletes every listing of theirs, through their jobs and sessions', async () => {
    const bystander = await twoSearches();
    const { userId } = await twoSearches();
    await ctx.database.db.delete(user).where(eq(user.id, userId));
    expect(await listingsOf(userId)).toEqual([]);
    expect(await listingsOf(bystander.userId)).toEqual([...bystander.listingIds].sort());
  });
});
