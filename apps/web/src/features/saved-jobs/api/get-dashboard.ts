import { dashboardSchema, type Dashboard } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

/** The tiles and the first page of saved jobs, in one request. */
export function getDashboard({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<Dashboard> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/dashboard`, { schema: dashboardSchema, signal });
}

export function getDashboardQueryOptions(userId: string) {
  return queryOptions({ queryKey: savedJobsKeys.dashboard(userId), queryFn: ({ signal }) => getDashboard({ userId, signal }) });
}

export function useDashboard(userId: string) {
  return useQuery(getDashboardQueryOptions(userId));
}
