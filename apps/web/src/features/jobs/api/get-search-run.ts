import { agentRunStatusSchema, type AgentRunStatus } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';

const pollMs = 1000;
/** Polls of a run the server never recorded before it is called lost (a reload cut the start request off, or the start was refused). */
export const lostAfterPolls = 3;

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

/** Whether the server has answered "no such run" often enough to stop asking (a finished start request asks again). */
export const isLost = (state: { data: AgentRunStatus | null | undefined; dataUpdateCount: number }) => state.data === null && state.dataUpdateCount >= lostAfterPolls;

export function getSearchRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: ['search-run', runId],
    queryFn: ({ signal }) => getSearchRun({ runId, signal }),
    // Polled until it ends; a finished run never changes again.
    refetchInterval: (query) => (isFinished(query.state.data) || isLost(query.state) || query.state.status === 'error' ? false : pollMs),
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}

export function useSearchRun(runId: string, enabled: boolean) {
  return useQuery({ ...getSearchRunQueryOptions(runId), enabled });
}
