import { jobSearchSessionSchema, type JobSearchSession } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedJobsKeys } from '@/features/saved-jobs';
import { apiFetch } from '@/lib/api-client';

export function getSearchSession({ sessionId, signal }: { sessionId: string; signal?: AbortSignal }): Promise<JobSearchSession> {
  return apiFetch(`/api/job-search-sessions/${encodeURIComponent(sessionId)}`, { schema: jobSearchSessionSchema, signal });
}

/** Under the saved-jobs root, so a favourite or delete made anywhere shows here too. */
export function getSearchSessionQueryOptions(userId: string, sessionId: string) {
  return queryOptions({ queryKey: savedJobsKeys.session(userId, sessionId), queryFn: ({ signal }) => getSearchSession({ sessionId, signal }) });
}

export function useSearchSession(userId: string, sessionId: string, enabled: boolean) {
  return useQuery({ ...getSearchSessionQueryOptions(userId, sessionId), enabled });
}
