import { tailoringRecordSchema, type TailoringRecord } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';
import { z } from 'zod/mini';

/** The newest tailoring made for a saved job; null when there is none yet. */
export async function getTailoring({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<TailoringRecord | null> {
  return apiFetch(`/api/resume-tailoring/${encodeURIComponent(jobId)}`, { schema: z.nullable(tailoringRecordSchema), signal });
}

export function useSavedTailoring(jobId: string | undefined) {
  return useQuery({
    queryKey: tailoringKeys.forJob(jobId ?? ''),
    queryFn: ({ signal }) => getTailoring({ jobId: jobId!, signal }),
    enabled: jobId !== undefined,
  });
}
