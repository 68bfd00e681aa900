import { jobResearchResponseSchema, type JobResearchResponse } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

/** Research a saved job's company now; `refresh` asks every source again instead of using cached facts. */
export function researchJobCompany({ jobId, refresh = false }: { jobId: string; refresh?: boolean }): Promise<JobResearchResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/company-research`, {
    method: 'POST',
    body: { refresh },
    schema: jobResearchResponseSchema,
  });
}

export function useResearchJobCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: researchJobCompany,
    onSuccess: (result, { jobId }) => {
      queryClient.setQueryData(researchKeys.job(jobId), result);
      return queryClient.invalidateQueries({ queryKey: researchKeys.all });
    },
  });
}
