import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

/**
 * A run whose process has not said it is alive for this long (six heartbeats, see run-progress) was cut off
 * by a crash or a kill; one never started counts from when it was recorded.
 */
export const interruptedAfterMs = 2 * 60_000;
export const interruptedMessage = 'The search was interrupted when the server restarted. Please search again.';

/** Closes runs a crash or restart cut off, so their owners (and event streams) see an end instead of waiting. */
export async function failInterruptedRuns(db: Db, now: Date) {
  const lastSignOfLife = sql`coalesce(${agentRuns.heartbeatAt}, ${agentRuns.createdAt})`;
  const closed = await db
    .update(agentRuns)
    .set({ status: 'failed', error: interruptedMessage, finishedAt: now })
    .where(and(inArray(agentRuns.status, ['accepted', 'running']), lt(lastSignOfLife, new Date(now.getTime() - interruptedAfterMs))))
    .returning({ id: agentRuns.id });
  return closed.length;
}
