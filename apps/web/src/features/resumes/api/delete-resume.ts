import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getResumesQueryOptions } from './get-resumes';

export function deleteResume({ resumeId }: { userId: string; resumeId: string }): Promise<void> {
  return apiFetch(`/api/resumes/${encodeURIComponent(resumeId)}`, { method: 'DELETE' });
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: getResumesQueryOptions(userId).queryKey }),
  });
}
