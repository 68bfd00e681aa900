import { jobPageLimits, type Dashboard } from '@seeker/contract';
import type { Db } from '../../db/client';
import { countJobStats } from './count-job-stats';
import { listSavedJobs } from './list-saved-jobs';

/** The dashboard in one answer: the tiles and the first page of saved jobs (whose total is the Jobs Found tile). */
export async function getDashboard(db: Db, userId: string): Promise<Dashboard> {
  const stats = await countJobStats(db, userId);
  const savedJobs = await listSavedJobs(db, userId, { offset: 0, limit: jobPageLimits.defaultLimit }, stats.jobsFound);
  return { stats, savedJobs };
}
