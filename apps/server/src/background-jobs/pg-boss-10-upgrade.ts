import type { PgBoss, JobInsert } from 'pg-boss';
import type { SqlExecutor } from '../db/client';

/**
 * pg-boss 11 rewrote its schema, and neither 11 nor 12 migrates one that pg-boss 10 made (schema
 * version 24): pg-boss 12 refuses to start on it. Its author's way across (decision 0018) is a new
 * schema beside the old one and the pending jobs moved over, which is what these two steps do:
 *
 * 1. Before pg-boss starts, a `pgboss` schema of version 24 or older is renamed `pgboss_v10`, so
 *    pg-boss 12 installs its own `pgboss` fresh.
 * 2. Once its queues exist, every job still to run in the old schema (created, retry, or active — one
 *    cut off when the old server stopped) is queued again under the same id and options, and the old
 *    schema is dropped.
 *
 * Replicas starting together on PostgreSQL take turns at step 1 (a transaction-scoped advisory lock),
 * and step 2 is idempotent (the same job id is inserted once) and survives another replica dropping the
 * old schema first. Cron schedules and the start-up jobs are made again by the runner itself; jobs of a
 * queue this version no longer serves are dropped with the old schema.
 */
export const pgBoss10Schema = 'pgboss_v10';

/** Any fixed number, the same in every process: "seeker pg-boss 10". */
const setAsideLockKey = 0x5eeb0510;

export async function setAsidePgBoss10Schema(sql: SqlExecutor) {
  await sql.executeSql(
    `DO $$
    BEGIN
      PERFORM pg_advisory_xact_lock(${setAsideLockKey});
      IF to_regclass('pgboss.version') IS NULL OR to_regnamespace('${pgBoss10Schema}') IS NOT NULL THEN
        RETURN;
      END IF;
      IF (SELECT max(version) FROM pgboss.version) <= 24 THEN
        ALTER SCHEMA pgboss RENAME TO ${pgBoss10Schema};
      END IF;
    END
    $$`,
  );
}

type PendingJob = {
  id: string;
  name: string;
  data: object | null;
  state: 'created' | 'retry' | 'active';
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  singleton_key: string | null;
  expire_seconds: number;
  dead_letter: string | null;
};

/** Moves what pg-boss 10 still had to run into pg-boss 12's queues, then drops the old schema. */
export async function carryOverPgBoss10Jobs(
  sql: SqlExecutor,
  boss: PgBoss,
  queues: string[],
  log: { info: (details: object, message: string) => void },
) {
  const { rows: found } = await sql.executeSql(`SELECT to_regclass('${pgBoss10Schema}.job') IS NOT NULL AS present`);
  if (!(found[0] as { present: boolean } | undefined)?.present) return;
  let pending: PendingJob[];
  try {
    ({ rows: pending } = (await sql.executeSql(
      `SELECT id, name, data, state, priority, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
              EXTRACT(epoch FROM expire_in)::int AS expire_seconds, dead_letter
         FROM ${pgBoss10Schema}.job
        WHERE state IN ('created', 'retry', 'active')
        ORDER BY created_on`,
    )) as { rows: PendingJob[] });
  } catch (error) {
    // Another replica carried the jobs over and dropped the schema between the check and the read.
    if ((error as { code?: string }).code === '42P01') return;
    throw error;
  }
  const served = new Set(queues);
  const byQueue = new Map<string, JobInsert[]>();
  let dropped = 0;
  for (const job of pending) {
    if (!served.has(job.name)) {
      dropped++;
      continue;
    }
    const jobs = byQueue.get(job.name) ?? [];
    jobs.push({
      id: job.id,
      data: job.data ?? {},
      priority: job.priority,
      retryLimit: job.retry_limit,
      retryDelay: job.retry_delay,
      retryBackoff: job.retry_backoff,
      // A job that was running when the old server stopped runs again now, as its crash would have.
      startAfter: job.state === 'active' ? new Date() : new Date(job.start_after),
      ...(job.singleton_key === null ? {} : { singletonKey: job.singleton_key }),
      expireInSeconds: Math.max(1, job.expire_seconds),
      ...(job.dead_letter !== null && served.has(job.dead_letter) ? { deadLetter: job.dead_letter } : {}),
    });
    byQueue.set(job.name, jobs);
  }
  for (const [name, jobs] of byQueue) {
    for (let start = 0; start < jobs.length; start += 500) await boss.insert(name, jobs.slice(start, start + 500));
  }
  await sql.executeSql(`DROP SCHEMA IF EXISTS ${pgBoss10Schema} CASCADE`);
  log.info({ carriedOver: pending.length - dropped, dropped }, "moved pg-boss 10's pending jobs to pg-boss 12");
}
