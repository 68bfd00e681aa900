import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { isTransientError } from './api-client';

/** Options a hook caller may add to a feature's queryOptions (bulletproof-react style). */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Options a hook caller may add to a feature's mutation, typed from its fetcher. */
export type MutationConfig<T extends (variables: never) => Promise<unknown>> = UseMutationOptions<Awaited<ReturnType<T>>, Error, Parameters<T>[0]>;

/** Client errors (4xx) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return isTransientError(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
