import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

/** No search runs this long (sources time out in seconds): one still open was cut off by a restart. */
export const interruptedAfterMs = 15 * 60_000;
export const interruptedMessage = 'The search was interrupted when the server restarted. Please search again.';

/** Closes runs a restart cut off, so their owners (and event streams) see an end instead of waiting forever. */
export async function failInterruptedRuns(db: Db, now: Date) {
  const closed = await db
    .update(agentRuns)
    .set({ status: 'failed', error: interruptedMessage, finishedAt: now })
    .where(and(inArray(agentRuns.status, ['accepted', 'running']), lt(agentRuns.createdAt, new Date(now.getTime() - interruptedAfterMs))))
    .returning({ id: agentRuns.id });
  return closed.length;
}
