import type { AgentRunStatus } from '@seeker/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The caller's run with its progress, or null: someone else's is as absent as one not recorded (yet). */
export async function findRunIfAny(db: Db, userId: string, runId: string): Promise<AgentRunStatus | null> {
  const [run] = await db
    .select({ id: agentRuns.id, status: agentRuns.status, sessionId: agentRuns.searchSessionId, error: agentRuns.error, events: agentRuns.events })
    .from(agentRuns)
    .where(and(eq(agentRuns.id, runId), eq(agentRuns.userId, userId)));
  return run ? { runId: run.id, status: run.status, sessionId: run.sessionId, error: run.error, events: run.events } : null;
}

/** The caller's run with its progress; 404 for someone else's, as for one that never existed. */
export async function findOwnedRun(db: Db, userId: string, runId: string): Promise<AgentRunStatus> {
  const run = await findRunIfAny(db, userId, runId);
  if (!run) throw AppError.notFound('Run not found');
  return run;
}
