import type { DashboardStats } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobListings } from '../../db/schema';

// A posting found again by a later search is one job, not two (its copies share status and favourite).
const job = sql`coalesce(${jobListings.postingId}::text, ${jobListings.id})`;
const distinctWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(distinct ${job}) filter (where ${condition}))::int`;

/** Spec part 1 section 5's tiles over distinct jobs, and how many saved rows there are (for paging), in one pass. */
export async function countJobStats(db: Db, userId: string): Promise<{ stats: DashboardStats; rows: number }> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      jobsFound: sql<number>`count(distinct ${job})::int`,
      applications: distinctWhere(sql`${jobListings.status} in ('applying', 'applied')`),
      interviews: distinctWhere(sql`${jobListings.status} = 'interviewing'`),
      offers: distinctWhere(sql`${jobListings.status} = 'offered'`),
    })
    .from(jobListings)
    .where(eq(jobListings.userId, userId));
  const { rows = 0, ...stats } = row ?? { jobsFound: 0, applications: 0, interviews: 0, offers: 0 };
  return { stats, rows };
}
