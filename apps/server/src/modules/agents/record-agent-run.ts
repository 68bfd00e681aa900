import crypto from 'node:crypto';
import type { AgentRunRequest } from '@seeker/contract';
import type { Db } from '../../db/client';
import { agentRuns } from '../../db/schema';

export async function recordAgentRun(db: Db, userId: string, request: AgentRunRequest) {
  const id = crypto.randomUUID();
  await db.insert(agentRuns).values({
    id,
    userId,
    sessionId: request.session_id,
    message: request.message,
    context: request.context,
    status: 'accepted',
  });
  return id;
}
