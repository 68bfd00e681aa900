import { jobResearchResponseSchema, type JobResearchResponse } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { researchKeys } from '../lib/research-keys';

/** A saved job's company research in the job's own search session; `research` is null until researched. */
export function getJobResearch({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<JobResearchResponse> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/company-research`, { schema: jobResearchResponseSchema, signal });
}

export function jobResearchQueryOptions(jobId: string) {
  return queryOptions({ queryKey: researchKeys.job(jobId), queryFn: ({ signal }) => getJobResearch({ jobId, signal }) });
}

export function useJobResearch(jobId: string | undefined) {
  return useQuery({ ...jobResearchQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
}
