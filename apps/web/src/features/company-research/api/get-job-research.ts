import { jobResearchResponseSchema, type JobResearchResponse } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

/** A saved job's company research in the job's own search session; `research` is null until researched. */
export function getJobResearch({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<JobResearchResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/company-research`, { schema: jobResearchResponseSchema, signal });
}

export function useJobResearch(jobId: string | undefined) {
  return useQuery({ queryKey: researchKeys.job(jobId ?? ''), queryFn: ({ signal }) => getJobResearch({ jobId: jobId!, signal }), enabled: jobId !== undefined });
}
