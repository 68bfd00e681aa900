import { followUpSchema, type FollowUp, type FollowUpRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type AddFollowUpInput = { jobId: string; followUp: FollowUpRequest };

/** POST a reminder to follow up on a day; the answer is the follow-up as kept. */
export function addFollowUp({ jobId, followUp }: AddFollowUpInput): Promise<FollowUp> {
  return apiFetch(withBrowserZone(`/api/applications/${encodeURIComponent(jobId)}/follow-ups`), {
    method: 'POST',
    body: followUp,
    schema: followUpSchema,
  });
}

export function useAddFollowUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFollowUp,
    onSuccess: (followUp, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        followUps: [...application.followUps, followUp].sort((a, b) => a.dueOn.localeCompare(b.dueOn)),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
