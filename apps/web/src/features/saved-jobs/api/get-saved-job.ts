import { savedJobSchema, type SavedJob } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

/** One saved job; null when it is not (or no longer) the user's. */
export async function getSavedJob({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<SavedJob | null> {
  try {
    return await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, { schema: savedJobSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSavedJob(jobId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...savedJobsKeys.all, 'job', jobId ?? ''],
      queryFn: ({ signal }) => getSavedJob({ jobId: jobId!, signal }),
      enabled: jobId !== undefined,
    }),
  );
}
