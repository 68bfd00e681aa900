import { agentRunAcceptedSchema, onboardingRunRequest } from '@seeker/contract';
import { useMutation } from '@tanstack/react-query';
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
  return useMutation({ ...mutationConfig, mutationFn: triggerOnboardingSearch });
}
