import { savedJobMessages, type SavedJob, type JobStatus, type UpdateJobRequest } from '@seeker/contract';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { deleteJob } from '../api/delete-job';
import { updateJob } from '../api/update-job';
import { mapCachedJobs, patchJob, removeJob, replaceJob } from '../lib/map-cached-jobs';
import { savedJobsKeys } from '../lib/saved-jobs-keys';

type Snapshot = [QueryKey, unknown][];

/** Applies a change to every cached view at once and returns what was there, to roll back on failure. */
async function applyEverywhere(queryClient: QueryClient, update: Parameters<typeof mapCachedJobs>[1]): Promise<Snapshot> {
  // A "Load more" in flight is left alone: it adds a page, it does not overwrite this change.
  await queryClient.cancelQueries({ queryKey: savedJobsKeys.all, predicate: (query) => query.queryKey[1] !== 'pages' });
  const snapshot = queryClient.getQueriesData({ queryKey: savedJobsKeys.all });
  queryClient.setQueriesData({ queryKey: savedJobsKeys.all }, (data: unknown) => mapCachedJobs(data, update));
  return snapshot;
}

function findCachedJob(queryClient: QueryClient, jobId: string): SavedJob | undefined {
  let found: SavedJob | undefined;
  for (const [, data] of queryClient.getQueriesData({ queryKey: savedJobsKeys.all })) {
    mapCachedJobs(data, (jobs) => {
      found ??= jobs.find((job) => job.jobId === jobId);
      return jobs;
    });
  }
  return found;
}

function restore(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** The spec's message for the failed change; a lost connection says so instead. */
function failureMessage(error: Error, fallback: string) {
  return error instanceof ApiError && error.code === 'NETWORK_ERROR' ? error.message : fallback;
}

/**
 * Favourite, move along the pipeline and delete, shared by the dashboard and Job Listings: the
 * screen changes at once, is put back if the server refuses, and `error` says what failed.
 */
export function useJobActions() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const settle = () => queryClient.invalidateQueries({ queryKey: savedJobsKeys.all, refetchType: 'active' });

  const update = useMutation({
    mutationFn: updateJob,
    onMutate: async ({ jobId, change }) => {
      setError(null);
      const before = findCachedJob(queryClient, jobId);
      await applyEverywhere(queryClient, patchJob(jobId, change as Partial<SavedJob>));
      return before;
    },
    onSuccess: (job) => queryClient.setQueriesData({ queryKey: savedJobsKeys.all }, (data: unknown) => mapCachedJobs(data, replaceJob(job))),
    onError: (failure, { jobId, change }, before) => {
      // Only what this change touched goes back: a later change that succeeded stays.
      if (before) {
        const undo = Object.fromEntries(Object.keys(change).map((key) => [key, before[key as keyof UpdateJobRequest]]));
        queryClient.setQueriesData({ queryKey: savedJobsKeys.all }, (data: unknown) => mapCachedJobs(data, patchJob(jobId, undo)));
      }
      const fallback = change.status === undefined ? savedJobMessages.favorite : savedJobMessages.status;
      setError(failureMessage(failure, fallback));
    },
    // The tiles count statuses on the server.
    onSettled: (_job, _error, { change }) => (change.status === undefined ? undefined : settle()),
  });

  const remove = useMutation({
    mutationFn: deleteJob,
    onMutate: async ({ jobId }) => {
      setError(null);
      return applyEverywhere(queryClient, removeJob(jobId));
    },
    onError: (failure, _variables, snapshot) => {
      restore(queryClient, snapshot);
      setError(failureMessage(failure, savedJobMessages.delete));
    },
    onSettled: settle,
  });

  const { mutate: mutateUpdate } = update;
  const { mutate: mutateRemove } = remove;
  return {
    toggleFavorite: useCallback((job: SavedJob) => mutateUpdate({ jobId: job.jobId, change: { favorite: !job.favorite } }), [mutateUpdate]),
    moveTo: useCallback((job: SavedJob, status: JobStatus) => mutateUpdate({ jobId: job.jobId, change: { status } }), [mutateUpdate]),
    remove: useCallback((job: SavedJob) => mutateRemove({ jobId: job.jobId }), [mutateRemove]),
    error,
    dismissError: useCallback(() => setError(null), []),
  };
}
