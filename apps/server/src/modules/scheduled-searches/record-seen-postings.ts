import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { scheduledSearchSeen } from '../../db/schema';
import { arrayParam } from '../../db/array-param';

/**
 * Remembers what schedules' runs found and answers, for each schedule, which of them no earlier run of it
 * had (by posting fingerprint: the same job from another source or search is not new). One statement for
 * all the runs; each schedule at most once among them.
 */
export async function recordSeenPostings(
  tx: Db,
  runs: { scheduleId: string; fingerprints: string[]; now: Date }[],
): Promise<Map<string, Set<string>>> {
  const rows = runs.flatMap((run) => [...new Set(run.fingerprints)].map((key) => [run.scheduleId, key, run.now.toISOString()] as const));
  const fresh = new Map(runs.map((run) => [run.scheduleId, new Set<string>()]));
  if (rows.length === 0) return fresh;
  // Array parameters, one a column, not three per row (Drizzle builds and the database parses each one).
  const inserted = await selectRows<{ schedule_id: string; posting_key: string }>(
    tx,
    sql`
    insert into ${scheduledSearchSeen} (schedule_id, posting_key, first_seen_at)
    select schedule_id, posting_key, first_seen_at
    from unnest(${arrayParam(
      rows.map((row) => row[0]),
      'text',
    )}, ${arrayParam(
      rows.map((row) => row[1]),
      'text',
    )}, ${arrayParam(
      rows.map((row) => row[2]),
      'timestamptz',
    )})
      as seen(schedule_id, posting_key, first_seen_at)
    on conflict do nothing
    returning schedule_id, posting_key`,
  );
  for (const row of inserted) fresh.get(row.schedule_id)?.add(row.posting_key);
  return fresh;
}
