import { resumeSchema, type Resume } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getResumesQueryOptions } from './get-resumes';

export type ReplaceResumeFileInput = { userId: string; resumeId: string; file: File };

/** A new file for an uploaded resume; its record, title and keywords stay. */
export function replaceResumeFile({ resumeId, file }: ReplaceResumeFileInput): Promise<Resume> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiFetch(`/api/resumes/${encodeURIComponent(resumeId)}/file`, { method: 'PUT', body, schema: resumeSchema });
}

export function useReplaceResumeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceResumeFile,
    onSuccess: (_resume, { userId }) => queryClient.invalidateQueries({ queryKey: getResumesQueryOptions(userId).queryKey }),
  });
}
