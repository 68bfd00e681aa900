import { coverLetterSchema, type CoverLetter } from '@seeker/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';
import { z } from 'zod/mini';

/** The job's cover letter; null when none is written yet. */
export async function getCoverLetter({ jobId, signal }: { jobId: string; signal?: AbortSignal }): Promise<CoverLetter | null> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/cover-letter`, { schema: z.nullable(coverLetterSchema), signal });
}

export function useCoverLetter(jobId: string | undefined) {
  return useQuery({
    queryKey: tailoringKeys.coverLetter(jobId ?? ''),
    queryFn: ({ signal }) => getCoverLetter({ jobId: jobId!, signal }),
    enabled: jobId !== undefined,
  });
}
