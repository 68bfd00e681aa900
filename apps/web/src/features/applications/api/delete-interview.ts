import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type DeleteInterviewInput = { jobId: string; interviewId: string };

export function deleteInterview({ jobId, interviewId }: DeleteInterviewInput): Promise<void> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/interviews/${encodeURIComponent(interviewId)}`, { method: 'DELETE' });
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterview,
    onSuccess: (_nothing, { jobId, interviewId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        interviews: application.interviews.filter((interview) => interview.id !== interviewId),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
