import type { DashboardStats } from '@seeker/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedJobs } from '../../db/schema';

const countWhere = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Spec part 1 section 5's tiles over the user's saved jobs (one per posting, however many searches found it), in one pass. */
export async function countJobStats(db: Db, userId: string): Promise<{ stats: DashboardStats; rows: number }> {
  const [row] = await db
    .select({
      jobsFound: sql<number>`count(*)::int`,
      applications: countWhere(sql`${savedJobs.status} in ('applying', 'applied')`),
      interviews: countWhere(sql`${savedJobs.status} = 'interviewing'`),
      offers: countWhere(sql`${savedJobs.status} = 'offered'`),
    })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId));
  const stats = row ?? { jobsFound: 0, applications: 0, interviews: 0, offers: 0 };
  return { stats, rows: stats.jobsFound };
}
