import { scheduledSearchListSchema, type ScheduledSearch } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { needsPolling, pollIntervalMs } from '../lib/needs-polling';
import { scheduledSearchesKeys } from '../lib/scheduled-searches-keys';

export function getScheduledSearches({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<ScheduledSearch[]> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/scheduled-searches`, { schema: scheduledSearchListSchema, signal }).then(
    (list) => list.scheduledSearches,
  );
}

export function getScheduledSearchesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: scheduledSearchesKeys.list(userId),
    queryFn: ({ signal }) => getScheduledSearches({ userId, signal }),
    // Re-evaluated on every render too: the section re-renders each 30 s, so a run coming due starts the polling.
    refetchInterval: (query) => (needsPolling(query.state.data ?? []) ? pollIntervalMs : false),
  });
}

export function useScheduledSearches(userId: string) {
  return useQuery(getScheduledSearchesQueryOptions(userId));
}
