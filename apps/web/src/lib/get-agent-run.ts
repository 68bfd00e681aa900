import { runLookupSchema, type AgentRunStatus } from '@seeker/contract';
import { apiFetch } from './api-client';

/**
 * An agent run's status and stages so far (a search, a tailoring); null while the server has not recorded
 * it yet. Asked as a lookup, not by its URL: the first poll often beats the start request, and a 404 there
 * would be logged by the browser as an error.
 */
export async function getAgentRun({ runId, signal }: { runId: string; signal?: AbortSignal }): Promise<AgentRunStatus | null> {
  const { runs } = await apiFetch(`/api/agents/runs?runId=${encodeURIComponent(runId)}`, { schema: runLookupSchema, signal });
  return runs[0] ?? null;
}
