import { interviewSchema, type Interview, type InterviewRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type UpdateInterviewInput = { jobId: string; interviewId: string; interview: InterviewRequest };

/** PUT an interview as it should read: its date and time in the zone it was entered in; the answer is the interview as kept. */
export function updateInterview({ jobId, interviewId, interview }: UpdateInterviewInput): Promise<Interview> {
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/interviews/${encodeURIComponent(interviewId)}`, {
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
    // Gone meanwhile (removed in another tab): the page reads the application again, without it.
    onError: (error, { jobId }) => {
      if (error instanceof ApiError && error.status === 404) refreshAfterChange(queryClient, jobId);
    },
  });
}
