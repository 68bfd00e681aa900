import { resumeListSchema, type Resume, type ResumeList } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

/** The user's resumes, the primary one first, then newest first; and which one is primary. */
export function getResumeLibrary({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<ResumeList> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/resumes`, { schema: resumeListSchema, signal });
}

export function getResumesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['resumes', userId],
    queryFn: ({ signal }) => getResumeLibrary({ userId, signal }),
  });
}

type UseResumesOptions = {
  userId: string;
  queryConfig?: Omit<QueryConfig<typeof getResumesQueryOptions>, 'select'>;
};

const resumesOf = (library: ResumeList): Resume[] => library.resumes;

/** The resumes alone (the primary one first): what pickers offer, defaulting to the first. */
export function useResumes({ userId, queryConfig }: UseResumesOptions) {
  return useQuery({ ...getResumesQueryOptions(userId), ...queryConfig, select: resumesOf });
}

/** The list with which resume is primary, for Settings' Resume tab. */
export function useResumeLibrary({ userId }: { userId: string }) {
  return useQuery(getResumesQueryOptions(userId));
}
