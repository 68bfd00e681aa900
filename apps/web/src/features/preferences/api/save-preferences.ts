import { preferencesResponseSchema, type Preferences, type PreferencesResponse } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledSearchesKeys } from '@/features/scheduled-searches';
import { apiFetch } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { getPreferencesQueryOptions } from './get-preferences';

export type SavePreferencesInput = { userId: string; preferences: Preferences };

/** Saves the whole preferences object; the server also creates or updates the scheduled search. */
export function savePreferences({ userId, preferences }: SavePreferencesInput): Promise<PreferencesResponse> {
  return apiFetch(`/api/users/${encodeURIComponent(userId)}/preferences`, {
    method: 'PUT',
    body: preferences,
    schema: preferencesResponseSchema,
  });
}

type UseSavePreferencesOptions = {
  mutationConfig?: MutationConfig<typeof savePreferences>;
};

export function useSavePreferences({ mutationConfig }: UseSavePreferencesOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const [response, { userId }] = args;
      queryClient.setQueryData(getPreferencesQueryOptions(userId).queryKey, response);
      // The server made, changed or switched off the scheduled search from the saved Search Schedule.
      void queryClient.invalidateQueries({ queryKey: scheduledSearchesKeys.all });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: savePreferences,
  });
}
