import type { AgentRunStatus } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTransientError } from '@/lib/api-client';
import { getAgentRun } from '@/lib/get-agent-run';

const pollMs = 1000;
/** While the server cannot be reached (or fails), the run is asked again this often: the search goes on meanwhile. */
export const reconnectMs = 3000;
/** Polls of a run the server never recorded before it is called lost (a reload cut the start request off, or the start was refused). */
export const lostAfterPolls = 3;

export const isFinished = (run: AgentRunStatus | null | undefined) => run?.status === 'done' || run?.status === 'failed';

/** Whether the server has answered "no such run" often enough to stop asking (a finished start request asks again). */
export const isLost = (state: { data: AgentRunStatus | null | undefined; dataUpdateCount: number }) =>
  state.data === null && state.dataUpdateCount >= lostAfterPolls;

export function getSearchRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: ['search-run', runId],
    // Null while the server has not recorded the run yet (the start request is on its way).
    queryFn: ({ signal }) => getAgentRun({ runId, signal }),
    // Polled until it ends; a finished run never changes again. A failed poll (the network, a restart) is
    // asked again, more slowly: nothing else would bring the screen back to a search still running.
    refetchInterval: (query) => {
      if (isFinished(query.state.data) || isLost(query.state)) return false;
      if (query.state.status === 'error') return isTransientError(query.state.error) ? reconnectMs : false;
      return pollMs;
    },
    staleTime: (query) => (isFinished(query.state.data) ? Infinity : 0),
  });
}

export function useSearchRun(runId: string, enabled: boolean) {
  return useQuery({ ...getSearchRunQueryOptions(runId), enabled });
}
