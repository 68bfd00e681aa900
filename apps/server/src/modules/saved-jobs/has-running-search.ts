import { documentRunMessages } from '@seeker/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

/**
 * Whether a search of the user is under way (a tailoring or a cover letter being written is no search);
 * runs cut off by a restart are closed at start-up, so this never sticks.
 */
export async function hasRunningSearch(db: Db, userId: string): Promise<boolean> {
  const [run] = await db
    .select({ id: agentRuns.id })
    .from(agentRuns)
    .where(
      and(
        eq(agentRuns.userId, userId),
        inArray(agentRuns.status, ['accepted', 'running']),
        notInArray(agentRuns.message, Object.values(documentRunMessages)),
      ),
    )
    .limit(1);
  return run !== undefined;
}
