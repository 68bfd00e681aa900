import { tailorResumeResponseSchema, type TailorResumeRequest, type TailorResumeResponse } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getResumesQueryOptions } from '@/features/resumes';
import { apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';

/** POST /api/agents/tailor-resume: answers when the resume is tailored, rendered and saved. */
export function tailorResume(request: TailorResumeRequest): Promise<TailorResumeResponse> {
  return apiFetch('/api/agents/tailor-resume', { method: 'POST', body: request, schema: tailorResumeResponseSchema });
}

export function useTailorResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tailorResume,
    onSuccess: (response, request) => {
      void queryClient.invalidateQueries({ queryKey: getResumesQueryOptions(request.context.user_id).queryKey });
      if (response.tailoring.jobId) queryClient.setQueryData(tailoringKeys.forJob(response.tailoring.jobId), response.tailoring);
    },
  });
}
