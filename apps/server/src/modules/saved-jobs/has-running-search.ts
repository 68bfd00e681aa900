import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

/** Whether a search of the user is under way; runs cut off by a restart are closed at start-up, so this never sticks. */
export async function hasRunningSearch(db: Db, userId: string): Promise<boolean> {
  const [run] = await db
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(and(eq(agentRuns.userId, userId), inArray(agentRuns.status, ['accepted', 'running'])))
    .limit(1);
  return run !== undefined;
}
