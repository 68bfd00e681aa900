import { useState, type ReactNode } from 'react';
import { LoadFailure, type LoadFailureLook } from './load-failure';

/**
 * What QueryState reads: a TanStack query as it is, or anything loaded alike (a lazy module's
 * `{ data: value, isError: failed, refetch: retry }`, two queries read as one).
 */
export type LoadState<T, E = unknown> = {
  data: T | undefined;
  isError: boolean;
  error?: E;
  /** A query's second read is under way (shown on the Try again button, except in the `plain` look). */
  isFetching?: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T, E> = {
  query: LoadState<T, E>;
  /** Shown until the data or an error arrives: the screen's own skeleton or spinner. */
  loading: ReactNode;
  /** What the failure says, in the screen's words (from the error, when they depend on it). */
  message: ReactNode | ((error: NonNullable<E>) => ReactNode);
  /** A second line under the message: the server's reason. */
  detail?: (error: NonNullable<E>) => ReactNode;
  look?: LoadFailureLook;
  /** Data that holds nothing shows `empty` instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * One screen's (or part's) read: the loading skeleton while it runs, the failure with "Try again" (which
 * reads again), the empty state, else the children with the data. Data already shown stays up when a
 * later read fails.
 */
export function QueryState<T, E>({ query, loading, message, detail, look, isEmpty, empty, children }: QueryStateProps<T, E>) {
  // TanStack Query puts a query with no data back to pending while "Try again" reads again: the failure
  // (and the focused button) stays up until that read ends, instead of the skeleton taking its place.
  const [failure, setFailure] = useState<{ error: E | undefined } | undefined>(undefined);
  const settledFailure = query.isError ? { error: query.error } : query.isFetching && query.data === undefined ? failure : undefined;
  if (settledFailure?.error !== failure?.error || (settledFailure === undefined) !== (failure === undefined)) setFailure(settledFailure);
  if (query.data !== undefined) return isEmpty?.(query.data) ? empty : children(query.data);
  if (!settledFailure) return loading;
  const error = settledFailure.error as NonNullable<E>;
  return (
    <LoadFailure
      look={look}
      message={typeof message === 'function' ? message(error) : message}
      detail={detail?.(error)}
      retrying={look === 'plain' ? undefined : query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
