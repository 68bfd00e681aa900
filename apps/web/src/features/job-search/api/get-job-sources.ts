import { jobSourcesResponseSchema, type JobSourcesResponse } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function getJobSources({ signal }: { signal?: AbortSignal }): Promise<JobSourcesResponse> {
  return apiFetch('/api/job-sources', { schema: jobSourcesResponseSchema, signal });
}

/** How the feeds and keyed search APIs answered when last read; refreshed each minute while shown. */
export function useJobSources() {
  return useQuery({ queryKey: ['job-sources'], queryFn: ({ signal }) => getJobSources({ signal }), staleTime: 60_000 });
}
