import { savedJobMessages, setStageResponseSchema, type SetStageRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { savedJobsKeys } from '@/features/saved-jobs';
import { ApiError, apiFetch } from '@/lib/api-client';
import { refreshAfterChange, setCachedApplication } from '../lib/application-cache';

export type SetStageInput = { jobId: string; stageId: SetStageRequest['stageId'] };

/** PUT the job in one of the user's stages (the server moves it to the stage's status) or in none. */
export function setStage({ jobId, stageId }: SetStageInput) {
  const body: SetStageRequest = { stageId };
  return apiFetch(`/api/applications/${encodeURIComponent(jobId)}/stage`, { method: 'PUT', body, schema: setStageResponseSchema });
}

/**
 * Puts a job in a stage from the board or its page. The board is read again once the server has moved it
 * (a stage can move a job to another column); `error` says when it could not.
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
    onError: (failure) =>
      setError(
        failure instanceof ApiError && (failure.code === 'NETWORK_ERROR' || failure.status === 404) ? failure.message : savedJobMessages.status,
      ),
  });
  const { mutate } = mutation;
  return {
    setStage: useCallback((jobId: string, stageId: string | null) => mutate({ jobId, stageId }), [mutate]),
    pending: mutation.isPending,
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
