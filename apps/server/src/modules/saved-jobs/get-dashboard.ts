import { jobPageLimits, type Dashboard } from '@seeker/contract';
import type { Db } from '../../db/client';
import { countJobStats } from './count-job-stats';
import { hasRunningSearch } from './has-running-search';
import { listSavedJobs } from './list-saved-jobs';

/** The dashboard in one answer: the tiles, the first page of saved jobs, and whether more are on the way. */
export async function getDashboard(db: Db, userId: string): Promise<Dashboard> {
  const [{ stats, rows }, searchRunning] = await Promise.all([countJobStats(db, userId), hasRunningSearch(db, userId)]);
  const savedJobs = await listSavedJobs(db, userId, { offset: 0, limit: jobPageLimits.defaultLimit }, rows);
  return { stats, savedJobs, searchRunning };
}
