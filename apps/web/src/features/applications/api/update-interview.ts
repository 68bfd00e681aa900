import { interviewSchema, type Interview, type InterviewRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type UpdateInterviewInput = { jobId: string; interviewId: string; interview: InterviewRequest };

/** PUT an interview as it should read: its date and time on the user's clock now; the answer is the interview as kept. */
export function updateInterview({ jobId, interviewId, interview }: UpdateInterviewInput): Promise<Interview> {
  return apiFetch(withBrowserZone(`/api/applications/${encodeURIComponent(jobId)}/interviews/${encodeURIComponent(interviewId)}`), {
    method: 'PUT',
    body: interview,
    schema: interviewSchema,
  });
}

export function useUpdateInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterview,
    onSuccess: (interview, { jobId }) => {
      // Soonest first, as the server lists them: a new date may move it.
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        interviews: application.interviews
          .map((candidate) => (candidate.id === interview.id ? interview : candidate))
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
