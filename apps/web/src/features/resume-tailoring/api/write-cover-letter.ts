import { coverLetterSchema, type CoverLetter } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';

export type WriteCoverLetterInput = { jobId: string; resumeId?: string; resumeText?: string };

/** Writes a new letter for the job from the chosen resume (replacing the one kept). */
export function writeCoverLetter({ jobId, ...resume }: WriteCoverLetterInput): Promise<CoverLetter> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/cover-letter`, { method: 'POST', body: resume, schema: coverLetterSchema });
}

export function useWriteCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeCoverLetter,
    onSuccess: (letter) => queryClient.setQueryData(tailoringKeys.coverLetter(letter.jobId), letter),
  });
}
