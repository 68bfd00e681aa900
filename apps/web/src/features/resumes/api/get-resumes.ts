import { resumeListSchema, type Resume } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** The user's resumes, newest first. */
export async function getResumes({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<Resume[]> {
  const { resumes } = await apiFetch(`/api/users/${encodeURIComponent(userId)}/resumes`, { schema: resumeListSchema, signal });
  return resumes;
}

export function getResumesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['resumes', userId],
    queryFn: ({ signal }) => getResumes({ userId, signal }),
  });
}

type UseResumesOptions = {
  userId: string;
  queryConfig?: QueryConfig<typeof getResumesQueryOptions>;
};

export function useResumes({ userId, queryConfig }: UseResumesOptions) {
  return useQuery({ ...getResumesQueryOptions(userId), ...queryConfig });
}
