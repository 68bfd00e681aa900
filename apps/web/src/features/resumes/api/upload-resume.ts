import { resumeSchema, type Resume } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { getResumesQueryOptions } from './get-resumes';

export type UploadResumeInput = {
  userId: string;
  file: File;
  metadata: { title?: string; keywords: string[] };
};

/** Multipart upload: the JSON `metadata` field first, then the `file`. */
export function uploadResume({ userId, file, metadata }: UploadResumeInput): Promise<Resume> {
  const body = new FormData();
  body.append('metadata', JSON.stringify(metadata));
  body.append('file', file, file.name);
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/resumes`, { method: 'POST', body, schema: resumeSchema });
}

type UseUploadResumeOptions = {
  mutationConfig?: MutationConfig<typeof uploadResume>;
};

export function useUploadResume({ mutationConfig }: UseUploadResumeOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      // Read again before the upload counts as done, inactive lists too: a picker opened right after
      // (the wizard's Default resume, reopened after Finish) shows the new file, never the old default.
      await queryClient.invalidateQueries({ queryKey: getResumesQueryOptions(args[1].userId).queryKey, refetchType: 'all' });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: uploadResume,
  });
}
