import { tailoringRecordSchema, type TailoringRecord } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';

/** The newest tailoring made for a saved job; null when there is none yet. */
export async function getTailoring({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<TailoringRecord | null> {
  try {
    return await apiFetch(`/api/resume-tailoring/${encodeURIComponent(jobId)}`, { schema: tailoringRecordSchema, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSavedTailoring(jobId: string | undefined) {
  return useQuery({ queryKey: tailoringKeys.forJob(jobId ?? ''), queryFn: ({ signal }) => getTailoring({ jobId: jobId!, signal }), enabled: jobId !== undefined });
}
