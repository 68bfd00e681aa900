import { applicationSchema, type Application } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { applicationsKeys } from '../lib/applications-keys';

/** One application with its job, notes, contacts, interviews, follow-ups and timeline; null when it is not the user's. */
export async function getApplication({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<Application | null> {
  try {
    return await apiFetch(withBrowserZone(`/api/applications/${encodeURIComponent(jobId)}`), { schema: applicationSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getApplicationQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: applicationsKeys.application(jobId),
    queryFn: ({ signal }) => getApplication({ jobId, signal }),
  });
}

export function useApplication(jobId: string) {
  return useQuery(getApplicationQueryOptions(jobId));
}
