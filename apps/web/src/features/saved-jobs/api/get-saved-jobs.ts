import { jobPageSchema, type JobPage } from '@seeker/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

export function getSavedJobs({ userId, offset, signal }: { userId: string; offset: number; signal?: AbortSignal }): Promise<JobPage> {
  const query = new URLSearchParams({ offset: String(offset), limit: '20' });
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/jobs?${query}`, { schema: jobPageSchema, signal });
}

/** Every saved job, a page at a time; the first page can come from the dashboard's answer. */
export function getSavedJobsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: savedJobsKeys.pages(userId),
    queryFn: ({ pageParam, signal }) => getSavedJobs({ userId, offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: JobPage) => last.nextOffset ?? undefined,
  });
}

export function useSavedJobs(userId: string, { enabled = true, firstPage }: { enabled?: boolean; firstPage?: JobPage } = {}) {
  return useInfiniteQuery({
    ...getSavedJobsQueryOptions(userId),
    enabled,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
  });
}
