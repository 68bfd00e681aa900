import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings, userProfiles } from '../../db/schema';

/**
 * Keeps the user document's counters (spec part 1 section 3: applications, interviews) equal to the
 * pipeline, in the transaction that changed it. Counted, not incremented: a count cannot drift.
 */
export async function syncPipelineCounters(tx: Db, userId: string) {
  const owned = eq(jobListings.userId, userId);
  await tx
    .update(userProfiles)
    .set({
      applications: sql`(select count(*)::int from ${jobListings} where ${owned} and ${jobListings.status} in ('applying', 'applied'))`,
      interviews: sql`(select count(*)::int from ${jobListings} where ${owned} and ${jobListings.status} = 'interviewing')`,
    })
    .where(eq(userProfiles.userId, userId));
}
