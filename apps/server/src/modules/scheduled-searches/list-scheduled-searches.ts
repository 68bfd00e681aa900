import type { ScheduledRun, ScheduledSearch } from '@seeker/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches, scheduledSearchRuns } from '../../db/schema';
import type { ScheduleRow } from './find-owned-schedule';

type RunRow = typeof scheduledSearchRuns.$inferSelect;

function toRun(run: RunRow): ScheduledRun {
  return {
    scheduledFor: run.scheduledFor.toISOString(),
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    sessionId: run.sessionId,
    jobCount: run.jobCount,
    newJobs: run.newJobs,
    error: run.error,
  };
}

export function toScheduledSearch(row: ScheduleRow, lastRun: RunRow | undefined): ScheduledSearch {
  return {
    id: row.id,
    userId: row.userId,
    preferences: { titles: row.preferences.titles, locations: row.preferences.locations },
    schedule: row.schedule,
    status: row.status,
    cloudTaskId: row.taskId,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    cloudTaskError: row.taskError,
    retryAfter: row.retryAfter,
    lastRun: lastRun ? toRun(lastRun) : null,
  };
}

async function latestRun(db: Db, scheduleId: string) {
  const [run] = await db
    .select()
    .from(scheduledSearchRuns)
    .where(eq(scheduledSearchRuns.scheduleId, scheduleId))
    .orderBy(desc(scheduledSearchRuns.startedAt))
    .limit(1);
  return run;
}

/** The user's scheduled searches, oldest first, each with its latest run. */
export async function listScheduledSearches(db: Db, userId: string): Promise<ScheduledSearch[]> {
  const rows = await db.select().from(scheduledSearches).where(eq(scheduledSearches.userId, userId)).orderBy(asc(scheduledSearches.createdAt));
  return Promise.all(rows.map(async (row) => toScheduledSearch(row, await latestRun(db, row.id))));
}

export async function scheduledSearchView(db: Db, row: ScheduleRow) {
  return toScheduledSearch(row, await latestRun(db, row.id));
}
