import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { scheduledSearchSeen } from '../../db/schema';

/**
 * Remembers what a schedule's run found and answers which of them no earlier run of that schedule had
 * (by posting fingerprint: the same job from another source or search is not new).
 */
export async function recordSeenPostings(tx: Db, scheduleId: string, fingerprints: string[], now: Date): Promise<Set<string>> {
  const unique = [...new Set(fingerprints)];
  if (unique.length === 0) return new Set();
  // One array parameter, not three per row (Drizzle builds and the database parses each one).
  const fresh = await selectRows<{ posting_key: string }>(
    tx,
    sql`
    insert into ${scheduledSearchSeen} (schedule_id, posting_key, first_seen_at)
    select ${scheduleId}, posting_key, ${now.toISOString()}::timestamptz from unnest(${sql.param(unique)}::text[]) as seen(posting_key)
    on conflict do nothing
    returning posting_key`,
  );
  return new Set(fresh.map((row) => row.posting_key));
}
