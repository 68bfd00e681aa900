import { useQuery } from '@tanstack/react-query';
import { authClient } from '@/lib/auth-client';

const providerNames: Record<string, string> = { credential: 'Email and password', google: 'Google', oidc: 'Single sign-on' };

/** How the user signs in: one name per linked provider ("Email and password", "Google"…). */
export function useSignInMethods(userId: string) {
  return useQuery({
    queryKey: ['sign-in-methods', userId],
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message ?? 'Could not read your sign-in methods.');
      return data.map((account) => ({ providerId: account.providerId, name: providerNames[account.providerId] ?? account.providerId }));
    },
  });
}
