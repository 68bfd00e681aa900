import { authProvidersSchema, type AuthProviders } from '@seeker/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { QueryConfig } from '@/lib/query-client';

export { authProvidersSchema };

/** Which sign-in methods the server offers besides guest and email + password. */
export function getAuthProviders({ signal }: { signal?: AbortSignal } = {}): Promise<AuthProviders> {
  return apiFetch('/api/auth-providers', { schema: authProvidersSchema, signal });
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders({ signal }),
    // Server configuration: it only changes on a restart.
    staleTime: Infinity,
  });
}

type UseAuthProvidersOptions = {
  queryConfig?: QueryConfig<typeof getAuthProvidersQueryOptions>;
};

export function useAuthProviders({ queryConfig }: UseAuthProvidersOptions = {}) {
  return useQuery({ ...getAuthProvidersQueryOptions(), ...queryConfig });
}
