import { healthSchema } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Which knowledge of occupations this server uses (ESCO and O*NET, or its own words), with the attribution to show. */
export function useKnowledge() {
  return useQuery({
    queryKey: ['knowledge'],
    queryFn: async ({ signal }) => (await apiFetch('/api/health', { schema: healthSchema, signal })).knowledge ?? null,
    staleTime: 5 * 60_000,
    // Installed and being read: asked again until it serves (seconds); downloading or compiling: now and then (minutes).
    refetchInterval: ({ state: { data } }) => (data?.occupations !== 'built-in' ? false : data.loading ? 2_000 : data.installing ? 10_000 : false),
  });
}
