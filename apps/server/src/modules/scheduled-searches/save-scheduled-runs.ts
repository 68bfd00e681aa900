// A batch's found runs saved together: sessions, matches, seen postings, ledgers, schedules and notifications.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches, scheduledSearchRuns } from '../../db/schema';
import type { ScheduleRow } from './find-owned-schedule';
import { writeMatches } from './match-store';
import { recordSeenPostings } from './record-seen-postings';
import { failRun, type ExecuteDeps, type ExecuteResult, type FoundRun } from './scheduled-run';
import { writeRunFinishes } from '../agent-runs';
import { searchSaved, writeSearchSessions, type JobSearchResult } from '../job-search';
import { createNewJobsNotifications, type NewJobsNotice } from '../notifications';
import { arrayParam } from '../../db/array-param';

/** A run saved: what it found, and which of its jobs are news. */
type SavedRun = { found: FoundRun; result: JobSearchResult; newJobs: JobSearchResult['jobs'] };

function searchName(row: ScheduleRow) {
  return row.preferences.titles[0] ?? row.preferences.skills[0] ?? row.preferences.locations[0] ?? 'your scheduled search';
}

/**
 * Found runs (each of its own user) saved in one transaction, in set-based statements for all of them:
 * their sessions (owners, known and new jobs, listings with research and profiles), their matches, seen
 * postings, ledgers with schedules and notifications; their run records closed after, in one more. When
 * that fails, each is saved alone, its failure its own.
 */
export async function saveRuns(deps: ExecuteDeps, runs: FoundRun[]): Promise<Map<number, ExecuteResult>> {
  const results = new Map<number, ExecuteResult>();
  if (runs.length === 0) return results;
  const saved = await deps.db.transaction((tx) => writeRuns(tx, runs)).catch((error: unknown) => ({ error }));
  if ('error' in saved) {
    if (runs.length === 1) results.set(runs[0]!.index, { error: await failRun(deps, runs[0]!.run, runs[0]!.progress, saved.error) });
    else for (const run of runs) for (const [index, result] of await saveRuns(deps, [run])) results.set(index, result);
    return results;
  }
  // Saved once committed: the runs' records say so and close, in one statement.
  for (const { found, result } of saved) found.progress.emit({ stage: 'saved', count: result.jobs.length });
  await writeRunFinishes(
    deps.db,
    await Promise.all(saved.map(({ found, result }) => found.progress.finishing({ status: 'done', sessionId: result.sessionId }))),
  ).catch(() => {});
  for (const { found, result, newJobs } of saved)
    results.set(found.index, {
      status: 'done',
      sessionId: result.sessionId,
      jobCount: result.jobs.length,
      newJobs: newJobs.length,
      gone: false,
      search: found.found.ranking.mode,
    });
  // Email and push go out now (or when quiet hours end); an in-app notice has nothing to deliver.
  const outside = saved.filter((run) => run.newJobs.length > 0 && run.found.run.row.schedule.notificationType !== 'None');
  if (outside.length > 0) await deps.deliverDue(new Date(Math.max(...outside.map((run) => run.found.now.getTime())))).catch(() => {});
  return results;
}

/** What saveRuns writes, in its transaction: a few statements for the batch, however many runs. */
async function writeRuns(tx: Db, runs: FoundRun[]): Promise<SavedRun[]> {
  const sessions = await writeSearchSessions(
    tx,
    runs.map((found) => found.found.search),
  );
  await writeMatches(
    tx,
    runs.map((found) => found.found.ranking.write),
  );
  const results = runs.map((found, index) => ({ found, result: searchSaved(found.found, sessions[index]!) }));
  const fresh = await recordSeenPostings(
    tx,
    results.map(({ found, result }) => ({ scheduleId: found.run.row.id, fingerprints: result.fingerprints, now: found.now })),
  );
  // New to its schedule and not already in the user's hands: a job they found earlier and moved along the
  // pipeline (its status carried over) is no news.
  const saved = results.map(({ found, result }) => {
    const seen = fresh.get(found.run.row.id)!;
    return { found, result, newJobs: result.jobs.filter((job, index) => seen.has(result.fingerprints[index]!) && job.status === 'new') };
  });
  await recordRunsDone(tx, saved);
  await createNewJobsNotifications(tx, saved.filter((run) => run.newJobs.length > 0).map(newJobsNotice));
  return saved;
}

/** The runs' ledgers say done, and their schedules when they ran and run next, in one statement. */
async function recordRunsDone(tx: Db, runs: SavedRun[]) {
  const done = runs.map(({ found, result, newJobs }) => ({
    schedule_id: found.run.row.id,
    slot: found.run.ledger.slot.toISOString(),
    at: found.now.toISOString(),
    next_run_at: found.run.nextRunAt?.toISOString() ?? null,
    session_id: result.sessionId,
    job_count: result.jobs.length,
    new_jobs: newJobs.length,
  }));
  // Both tables reached through the runs' schedule ids as well: joined to the record set alone, the planner may hash a whole table.
  const schedules = sql`any(${arrayParam(
    done.map((run) => run.schedule_id),
    'text',
  )})`;
  await tx.execute(sql`
    with done as (
      select * from jsonb_to_recordset(${JSON.stringify(done)}::jsonb)
        as done(schedule_id text, slot timestamptz, at timestamptz, next_run_at timestamptz, session_id text, job_count int, new_jobs int)
    ),
    ran as (
      update ${scheduledSearchRuns} run set status = 'done', started_at = done.at, finished_at = done.at, session_id = done.session_id,
        job_count = done.job_count, new_jobs = done.new_jobs
      from done where run.schedule_id = ${schedules} and run.schedule_id = done.schedule_id and run.scheduled_for = done.slot
    )
    update ${scheduledSearches} schedule set last_run_at = done.at, next_run_at = done.next_run_at, task_error = null, retry_after = null, updated_at = done.at
    from done where schedule.id = ${schedules} and schedule.id = done.schedule_id`);
}

function newJobsNotice({ found, result, newJobs }: SavedRun): NewJobsNotice {
  const { row } = found.run;
  const { notificationType, quietHours, timezone } = row.schedule;
  return {
    userId: row.userId,
    scheduleId: row.id,
    sessionId: result.sessionId,
    searchName: searchName(row),
    newJobs,
    notificationType,
    quietHours,
    timezone,
    now: found.now,
  };
}
