import { dashboardSchema, type Dashboard } from '@seeker/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '@/lib/api-client';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

const runningPollMs = 2000;

/** The tiles and the first page of saved jobs, in one request. */
export function getDashboard({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<Dashboard> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/dashboard`, { schema: dashboardSchema, signal });
}

export function getDashboardQueryOptions(userId: string) {
  return queryOptions({
    queryKey: savedJobsKeys.dashboard(userId),
    queryFn: ({ signal }) => getDashboard({ userId, signal }),
    // While a search runs (the one saving preferences starts, say), its jobs are on the way.
    refetchInterval: (query) => (query.state.data?.searchRunning ? runningPollMs : false),
  });
}

/** The dashboard; when a running search ends, the other saved-job pages are read again too. */
export function useDashboard(userId: string) {
  const queryClient = useQueryClient();
  const dashboard = useQuery(getDashboardQueryOptions(userId));
  const running = dashboard.data?.searchRunning ?? false;
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void queryClient.invalidateQueries({ queryKey: savedJobsKeys.pages(userId) });
    wasRunning.current = running;
  }, [queryClient, running, userId]);
  return dashboard;
}
