import { preferencesResponseSchema, type PreferencesResponse } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Saved preferences, or the defaults in the browser's time zone with `saved: false`. */
export function getPreferences({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<PreferencesResponse> {
  const query = new URLSearchParams({ timezone: browserTimeZone() });
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/preferences?${query}`, { schema: preferencesResponseSchema, signal });
}

export function getPreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['preferences', userId],
    queryFn: ({ signal }) => getPreferences({ userId, signal }),
  });
}

type UsePreferencesOptions = {
  userId: string;
  queryConfig?: QueryConfig<typeof getPreferencesQueryOptions>;
};

export function usePreferences({ userId, queryConfig }: UsePreferencesOptions) {
  return useQuery({ ...getPreferencesQueryOptions(userId), ...queryConfig });
}
