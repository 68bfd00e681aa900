import { agentRunAcceptedSchema, onboardingRunRequest } from '@seeker/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedJobsKeys } from '@/features/saved-jobs';
import { apiFetch } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export type OnboardingUser = { id: string; isAnonymous: boolean };

/** Asks the agents for a first job search after onboarding; the answer is not used. */
export function triggerOnboardingSearch(user: OnboardingUser) {
  return apiFetch('/api/agents/run', { method: 'POST', body: onboardingRunRequest(user), schema: agentRunAcceptedSchema });
}

type UseTriggerOnboardingSearchOptions = {
  mutationConfig?: MutationConfig<typeof triggerOnboardingSearch>;
};

export function useTriggerOnboardingSearch({ mutationConfig }: UseTriggerOnboardingSearchOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      // The dashboard was read before the search began: read again, it sees the search running and
      // follows it, so the jobs it finds appear without a reload.
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
      return onSuccess?.(...args);
    },
    ...restConfig,
    mutationFn: triggerOnboardingSearch,
  });
}
