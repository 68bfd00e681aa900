import { interviewSchema, type Interview, type InterviewRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type AddInterviewInput = { jobId: string; interview: InterviewRequest };

/** POST an interview; its date and time are in the user's time zone. The answer is the interview as kept. */
export function addInterview({ jobId, interview }: AddInterviewInput): Promise<Interview> {
  return apiFetch(withBrowserZone(`/api/applications/${encodeURIComponent(jobId)}/interviews`), {
    method: 'POST',
    body: interview,
    schema: interviewSchema,
  });
}

export function useAddInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInterview,
    onSuccess: (interview, { jobId }) => {
      // Soonest first, as the server lists them.
      setCachedApplication(queryClient, jobId, (application) => ({
        ...application,
        interviews: [...application.interviews, interview].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
      }));
      refreshAfterChange(queryClient, jobId);
    },
  });
}
