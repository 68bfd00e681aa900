import { agentRunStatusSchema, type AgentRunStatus } from '@seeker/contract';
import { ApiError, apiFetch } from './api-client';

/** An agent run's status and stages so far (a search, a tailoring); null while the server has not recorded it yet. */
export async function getAgentRun({ runId, signal }: { runId: string; signal?: AbortSignal }): Promise<AgentRunStatus | null> {
  try {
    return await apiFetch(`/api/agents/runs/${encodeURIComponent(runId)}`, { schema: agentRunStatusSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
