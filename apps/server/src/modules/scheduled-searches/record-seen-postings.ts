import type { Db } from '../../db/client';
import { scheduledSearchSeen } from '../../db/schema';

/**
 * Remembers what a schedule's run found and answers which of them no earlier run of that schedule had
 * (by posting fingerprint: the same job from another source or search is not new).
 */
export async function recordSeenPostings(tx: Db, scheduleId: string, fingerprints: string[], now: Date): Promise<Set<string>> {
  const unique = [...new Set(fingerprints)];
  if (unique.length === 0) return new Set();
  const fresh = await tx
    .insert(scheduledSearchSeen)
    .values(unique.map((postingKey) => ({ scheduleId, postingKey, firstSeenAt: now })))
    .onConflictDoNothing()
    .returning({ postingKey: scheduledSearchSeen.postingKey });
  return new Set(fresh.map((row) => row.postingKey));
}
