import { coverLetterSchema, type CoverLetter } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tailoringKeys } from '../lib/tailoring-keys';

/** Keeps the user's edits to the job's letter. */
export function saveCoverLetter({ jobId, text }: { jobId: string; text: string }): Promise<CoverLetter> {
  return apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/cover-letter`, { method: 'PUT', body: { text }, schema: coverLetterSchema });
}

export function useSaveCoverLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoverLetter,
    onSuccess: (letter) => queryClient.setQueryData(tailoringKeys.coverLetter(letter.jobId), letter),
  });
}
