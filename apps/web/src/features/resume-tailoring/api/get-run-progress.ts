import { agentRunStatusSchema, type AgentRunStatus } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

/** A tailoring run's stages so far; null until the server has recorded the run. */
export async function getRunProgress({ runId, signal }: { runId: string; signal?: AbortSignal }): Promise<AgentRunStatus | null> {
  try {
    return await apiFetch(`/api/agents/runs/${encodeURIComponent(runId)}`, { schema: agentRunStatusSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Polled twice a second while the tailoring request is on its way. */
export function useRunProgress(runId: string | null) {
  return useQuery({
    queryKey: ['tailoring-run', runId ?? ''],
    queryFn: ({ signal }) => getRunProgress({ runId: runId!, signal }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 500),
    retry: false,
  });
}
