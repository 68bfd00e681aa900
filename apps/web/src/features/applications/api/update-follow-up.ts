import { followUpSchema, type FollowUp } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type UpdateFollowUpInput = { jobId: string; followUpId: string; done: boolean };

/** PATCH a follow-up done (or not done again); the answer is the follow-up as kept. */
export function updateFollowUp({ jobId, followUpId, done }: UpdateFollowUpInput): Promise<FollowUp> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/follow-ups/${encodeURIComponent(followUpId)}`, {
    method: 'PATCH',
    body: { done },
    schema: followUpSchema,
  });
}

export function useUpdateFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFollowUp,
    onSuccess: (followUp, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        followUps: application.followUps.map((candidate) => (candidate.id === followUp.id ? followUp : candidate)),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
