import { useQuery } from '@tanstack/react-query';
import { getAgentRun } from '@/lib/get-agent-run';

/** A tailoring run's stages, polled twice a second while the tailoring request is on its way. */
export function useRunProgress(runId: string | null) {
  return useQuery({
    queryKey: ['tailoring-run', runId ?? ''],
    queryFn: ({ signal }) => getAgentRun({ runId: runId!, signal }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 500),
    retry: false,
  });
}
