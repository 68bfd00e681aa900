import type { AgentRunStatus } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The caller's run with its progress; someone else's is as absent as one that never existed. */
export async function findOwnedRun(db: Db, userId: string, runId: string): Promise<AgentRunStatus> {
  const [run] = await db
    .select({ id: agentRuns.id, status: agentRuns.status, sessionId: agentRuns.searchSessionId, error: agentRuns.error, events: agentRuns.events })
    .from(agentRuns)
    .where(and(eq(agentRuns.id, runId), eq(agentRuns.userId, userId)));
  if (!run) throw AppError.notFound('Run not found');
  return { runId: run.id, status: run.status, sessionId: run.sessionId, error: run.error, events: run.events };
}
