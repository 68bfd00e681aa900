import { savedJobMessages, setStageResponseSchema, stageMessages, type SetStageRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { savedJobsKeys } from '@/features/saved-jobs';
import { ApiError, apiFetch } from '@/lib/api-client';
import { applicationsKeys } from '../lib/applications-keys';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type SetStageInput = { jobId: string; stageId: SetStageRequest['stageId'] };

/** PUT the job in one of the user's stages (the server moves it to the stage's status) or in none. */
export function setStage({ jobId, stageId }: SetStageInput) {
  const body: SetStageRequest = { stageId };
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/stage`, { method: 'PUT', body, schema: setStageResponseSchema });
}

/** What went wrong, in the user's words: a stage removed meanwhile (in another tab), the lost connection, or the move. */
function failureText(failure: unknown) {
  if (!(failure instanceof ApiError)) return savedJobMessages.status;
  if (failure.status === 404 && failure.message === stageMessages.notFound) return stageMessages.removed;
  return failure.code === 'NETWORK_ERROR' || failure.status === 404 ? failure.message : savedJobMessages.status;
}

type SetStageOutcome = { onDone?: () => void; onFailed?: () => void };

/**
 * Puts a job in a stage from the board or its page. The board is read again once the server has moved it
 * (a stage can move a job to another column); `onDone` runs then, `onFailed` when it could not be (and
 * `error` says why; the list of stages is read again, a removed one going from the menus).
 */
export function useSetStage() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: setStage,
    onMutate: () => setError(null),
    onSuccess: ({ status, stage }, { jobId }) => {
      setCachedApplication(queryClient, jobId, (application) => ({ ...application, stage, job: { ...application.job, status } }));
      refreshAfterChange(queryClient, jobId);
      // The dashboard counts statuses: a stage in another status is a move.
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
    },
    onError: (failure) => {
      setError(failureText(failure));
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.stages });
    },
  });
  const { mutate } = mutation;
  return {
    setStage: useCallback(
      (jobId: string, stageId: string | null, { onDone, onFailed }: SetStageOutcome = {}) =>
        mutate({ jobId, stageId }, { onSuccess: () => onDone?.(), onError: () => onFailed?.() }),
      [mutate],
    ),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
