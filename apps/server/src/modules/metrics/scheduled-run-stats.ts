import type { SqlExecutor } from '../../db/client';

export type ScheduledRunStats = {
  /** Runs started in the last hour, by how they stand now. */
  runs: { running: number; done: number; failed: number };
  /** Seconds from a run's slot to its start, over the runs started in the last hour (0 with none). */
  startLag: { p50: number; p95: number; max: number };
  /** Live scheduler tasks whose next slot has passed without firing, and the oldest such slot's age. */
  overdueTasks: number;
  oldestOverdueSeconds: number;
};

export const scheduledRunWindow = '1 hour';

export async function readScheduledRunStats(sql: SqlExecutor): Promise<ScheduledRunStats> {
  const [runs, tasks] = await Promise.all([
    sql.executeSql(`
      SELECT
        count(*) FILTER (WHERE status = 'running')::int AS running,
        count(*) FILTER (WHERE status = 'done')::int AS done,
        count(*) FILTER (WHERE status = 'failed')::int AS failed,
        coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY lag), 0)::float8 AS p50,
        coalesce(percentile_cont(0.95) WITHIN GROUP (ORDER BY lag), 0)::float8 AS p95,
        coalesce(max(lag), 0)::float8 AS max
      FROM (
        SELECT status, greatest(extract(epoch FROM started_at - scheduled_for), 0) AS lag
        FROM scheduled_search_runs
        WHERE started_at > now() - interval '${scheduledRunWindow}'
      ) recent`),
    // A slot fires within seconds of its time (the task's next_run_at moves on as it fires): one still in the
    // past is late. A cancelled task is deleted, so every row is live.
    sql.executeSql(`
      SELECT count(*)::int AS overdue, coalesce(extract(epoch FROM now() - min(next_run_at)), 0)::float8 AS oldest
      FROM scheduler_tasks
      WHERE next_run_at < now()`),
  ]);
  const run = runs.rows[0] as { running: number; done: number; failed: number; p50: number; p95: number; max: number };
  const task = tasks.rows[0] as { overdue: number; oldest: number };
  return {
    runs: { running: run.running, done: run.done, failed: run.failed },
    startLag: { p50: run.p50, p95: run.p95, max: run.max },
    overdueTasks: task.overdue,
    oldestOverdueSeconds: task.oldest,
  };
}
