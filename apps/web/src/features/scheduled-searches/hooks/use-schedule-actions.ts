import { scheduledSearchMessages, toggledStatus, type ScheduledSearch } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { deleteScheduledSearch } from '../api/delete-scheduled-search';
import { retryScheduledSearch } from '../api/retry-scheduled-search';
import { updateScheduledSearch } from '../api/update-scheduled-search';
import { actionErrorMessage, retryErrorMessage, retryStillFailingMessage } from '../lib/action-messages';
import { cachedSchedules } from '../lib/cached-schedules';

type Options = {
  /** After any change: the server may also have turned the wizard's Enable Automated Job Search on or off. */
  onChanged?: () => void;
};

/**
 * Pause/Resume (at once, put back if refused), Retry and Delete for one user's schedules. Each
 * failure is kept per schedule, so it is shown next to the card it is about.
 */
export function useScheduleActions(userId: string, { onChanged }: Options = {}) {
  const queryClient = useQueryClient();
  const cache = cachedSchedules(queryClient, userId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());

  const setError = useCallback((id: string, message: string | null) => {
    setErrors(({ [id]: _old, ...rest }) => (message ? { ...rest, [id]: message } : rest));
  }, []);
  const markRetrying = (id: string, on: boolean) =>
    setRetrying((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: cache.key });
    onChanged?.();
  };

  const toggle = useMutation({
    mutationFn: updateScheduledSearch,
    onMutate: async ({ scheduleId, status }) => {
      setError(scheduleId, null);
      await queryClient.cancelQueries({ queryKey: cache.key });
      const before = cache.find(scheduleId);
      // A paused schedule keeps no next run (spec part 1 section 4); a resumed one gets it from the server.
      cache.patch(scheduleId, status === 'active' ? { status } : { status, nextRunAt: null });
      return before && { status: before.status, nextRunAt: before.nextRunAt };
    },
    onSuccess: (schedule) => cache.replace(schedule),
    onError: (error, { scheduleId }, before) => {
      if (before) cache.patch(scheduleId, before);
      setError(scheduleId, actionErrorMessage(error, scheduledSearchMessages.updateError));
    },
    onSettled: settle,
  });

  const retry = useMutation({
    mutationFn: retryScheduledSearch,
    onMutate: ({ scheduleId }) => {
      setError(scheduleId, null);
      markRetrying(scheduleId, true);
    },
    onSuccess: (schedule) => {
      cache.replace(schedule);
      if (schedule.cloudTaskError) setError(schedule.id, retryStillFailingMessage(schedule.cloudTaskError));
    },
    onError: (error, { scheduleId }) => setError(scheduleId, retryErrorMessage(error)),
    onSettled: (_schedule, _error, { scheduleId }) => {
      markRetrying(scheduleId, false);
      void queryClient.invalidateQueries({ queryKey: cache.key });
    },
  });

  const remove = useMutation({
    mutationFn: deleteScheduledSearch,
    onMutate: ({ scheduleId }) => setError(scheduleId, null),
    onSuccess: (_nothing, { scheduleId }) => cache.drop(scheduleId),
    onError: (error, { scheduleId }) => setError(scheduleId, actionErrorMessage(error, scheduledSearchMessages.deleteError)),
    onSettled: settle,
  });

  const { mutate: mutateToggle } = toggle;
  const { mutate: mutateRetry } = retry;
  const { mutateAsync: removeAsync } = remove;
  return {
    toggle: useCallback(
      (schedule: ScheduledSearch) => mutateToggle({ scheduleId: schedule.id, status: toggledStatus(schedule.status) }),
      [mutateToggle],
    ),
    retry: useCallback((schedule: ScheduledSearch) => mutateRetry({ scheduleId: schedule.id }), [mutateRetry]),
    /** Resolves true once deleted, false when it failed (the error is then shown at the card). */
    remove: useCallback(
      (schedule: ScheduledSearch) =>
        removeAsync({ scheduleId: schedule.id }).then(
          () => true,
          () => false,
        ),
      [removeAsync],
    ),
    isRetrying: (schedule: ScheduledSearch) => retrying.has(schedule.id),
    errorFor: (schedule: ScheduledSearch) => errors[schedule.id] ?? null,
    dismissError: useCallback((schedule: ScheduledSearch) => setError(schedule.id, null), [setError]),
  };
}
