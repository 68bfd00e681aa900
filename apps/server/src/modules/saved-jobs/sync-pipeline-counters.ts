import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { countJobStats } from './count-job-stats';

/**
 * Keeps the user document's counters (spec part 1 section 3: applications, interviews) equal to the
 * pipeline, in the transaction that changed it. Counted like the tiles, not incremented: they cannot drift.
 */
export async function syncPipelineCounters(tx: Db, userId: string) {
  const { stats } = await countJobStats(tx, userId);
  await tx.update(userProfiles).set({ applications: stats.applications, interviews: stats.interviews }).where(eq(userProfiles.userId, userId));
}
