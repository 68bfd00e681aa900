import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobListings, jobSearchSessions, sessionListings, user } from '../src/db/schema';
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
    await ctx.database.db.delete(jobListings).where(
      inArray(
        jobListings.id,
        listed.map((row) => row.jobId),
      ),
    );
    expect(await listingsOf(userId)).toEqual([...second.jobIds].sort());
    expect(await listingsOf(bystander.userId)).toEqual([...bystander.listingIds].sort());
  });

  it('deleting a session deletes its listings and no other', async () => {
    const bystander = await twoSearches();
    const { userId, first, second } = await twoSearches();
    // A job's place points at its session (a key with no action): the jobs are pointed elsewhere first, as clearing a session does.
    await ctx.database.db.update(jobListings).set({ sessionId: second.sessionId }).where(eq(jobListings.sessionId, first.sessionId));
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
