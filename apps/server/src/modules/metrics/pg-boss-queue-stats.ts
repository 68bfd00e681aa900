import type { SqlExecutor } from '../../db/client';

/**
 * Every read of pg-boss's own tables for /metrics is here, so a pg-boss upgrade changes one file. It
 * uses only `pgboss.job`'s name, state and start_after, which pg-boss 10 and 12 both have.
 */
export type QueueStats = {
  queue: string;
  /** Due and waiting for a worker (start_after has passed). */
  created: number;
  /** Failed once, due for another try. */
  retry: number;
  /** Being run now. */
  active: number;
  /** Created or retrying, but not due yet (a scheduled slot, a retry delay). */
  deferred: number;
  /** How long the oldest due job has waited since it became due; 0 with none. */
  oldestWaitingSeconds: number;
};

export async function readQueueStats(sql: SqlExecutor): Promise<QueueStats[]> {
  const { rows } = await sql.executeSql(`
    SELECT name,
      count(*) FILTER (WHERE state = 'created' AND start_after <= now())::int AS created,
      count(*) FILTER (WHERE state = 'retry' AND start_after <= now())::int AS retry,
      count(*) FILTER (WHERE state = 'active')::int AS active,
      count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after > now())::int AS deferred,
      coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS oldest
    FROM pgboss.job
    WHERE state IN ('created', 'retry', 'active')
    GROUP BY name`);
  return (rows as { name: string; created: number; retry: number; active: number; deferred: number; oldest: number }[]).map((row) => ({
    queue: row.name,
    created: row.created,
    retry: row.retry,
    active: row.active,
    deferred: row.deferred,
    oldestWaitingSeconds: Math.max(0, row.oldest),
  }));
}
