import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type DeleteFollowUpInput = { jobId: string; followUpId: string };

export function deleteFollowUp({ jobId, followUpId }: DeleteFollowUpInput): Promise<void> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/follow-ups/${encodeURIComponent(followUpId)}`, { method: 'DELETE' });
}

export function useDeleteFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFollowUp,
    onSuccess: (_nothing, { jobId, followUpId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        followUps: application.followUps.filter((followUp) => followUp.id !== followUpId),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
