import { resumeListSchema, type ResumeList } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getResumesQueryOptions } from './get-resumes';

export type SetPrimaryResumeInput = { userId: string; resumeId: string };

/** Marks an uploaded resume primary: searches, tailoring and "Fill from my resume" start from it. */
export function setPrimaryResume({ userId, resumeId }: SetPrimaryResumeInput): Promise<ResumeList> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/primary-resume`, { method: 'PUT', body: { resumeId }, schema: resumeListSchema });
}

export function useSetPrimaryResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryResume,
    onSuccess: (library, { userId }) => queryClient.setQueryData(getResumesQueryOptions(userId).queryKey, library),
  });
}
