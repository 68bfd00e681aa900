import { agentRunStatusSchema, type AgentRunStatus } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

const pollMs = 1000;

/** A run's status and progress; null while the server has not recorded it yet (the start request is on its way). */
export async function getSearchRun({ runId, signal }: { runId: string; signal?: AbortSignal }): Promise<AgentRunStatus | null> {
  try {
    return await apiFetch(`/api/agents/runs/${encodeURIComponent(runId)}`, { schema: agentRunStatusSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const isFinished = (run: AgentRunStatus | null | undefined) => run?.status === 'done' || run?.status === 'failed';

export function getSearchRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: ['search-run', runId],
    queryFn: ({ signal }) => getSearchRun({ runId, signal }),
    // Polled until it ends; a finished run never changes again.
    refetchInterval: (query) => (isFinished(query.state.data) || query.state.status === 'error' ? false : pollMs),
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}

export function useSearchRun(runId: string, enabled: boolean) {
  return useQuery({ ...getSearchRunQueryOptions(runId), enabled });
}
