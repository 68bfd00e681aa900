import type { DashboardStats } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';

/** Spec part 1 section 5's tiles, counted in one pass over the user's jobs. */
export async function countJobStats(db: Db, userId: string): Promise<DashboardStats> {
  const [row] = await db
    .select({
      jobsFound: sql<number>`count(*)::int`,
      applications: sql<number>`(count(*) filter (where ${jobListings.status} in ('applying', 'applied')))::int`,
      interviews: sql<number>`(count(*) filter (where ${jobListings.status} = 'interviewing'))::int`,
      offers: sql<number>`(count(*) filter (where ${jobListings.status} = 'offered'))::int`,
    })
    .from(jobListings)
    .where(eq(jobListings.userId, userId));
  return row ?? { jobsFound: 0, applications: 0, interviews: 0, offers: 0 };
}
