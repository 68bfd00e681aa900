import { savedJobMessages, type JobSearchSession, type SearchEvent } from '@seeker/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { savedJobsKeys } from '@/features/saved-jobs';
import { ApiError, getErrorMessage, isTransientError } from '@/lib/api-client';
import { clearSearchSession } from '../api/clear-search-session';
import { isLost, useSearchRun } from '../api/get-search-run';
import { useSearchSession } from '../api/get-search-session';
import { startJobSearch } from '../api/start-job-search';
import { adoptSearch, forgetSearch, freshSearch, readActiveSearch, startedSearch } from '../lib/search-session-storage';

export type JobSearchView =
  | { kind: 'start' }
  | { kind: 'searching'; events: SearchEvent[]; reconnecting: boolean }
  | { kind: 'loading' }
  | { kind: 'results'; session: JobSearchSession }
  | { kind: 'error'; message: string }
  | { kind: 'unauthenticated' };

export const lostSearchMessage = 'This search is no longer running. Please start a new one.';
const startKey = ['start-job-search'] as const;

const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

function clearFailure(error: Error) {
  if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'CONFLICT')) return error.message;
  return savedJobMessages.clear;
}

/**
 * Job Listings' search (spec part 2 section 4): not started, searching, then results or none. The
 * state lives on the server (the run, then the saved session) and the session id in session storage,
 * so leaving the screen or reloading never loses a search. Everything is this user's: another user
 * signing in on the tab starts afresh. `linkedSessionId` (from `/jobs?session=…`) opens that search.
 */
export function useJobSearch(userId: string, linkedSessionId?: string) {
  const queryClient = useQueryClient();
  // A linked search is taken on before the first render, so the one it replaces is never asked for.
  const [search, setSearch] = useState(() => (linkedSessionId ? adoptSearch(userId, linkedSessionId) : null) ?? readActiveSearch(userId));
  // The same for a link followed while this screen is open (a notification in the frame's bell).
  const [followedLink, setFollowedLink] = useState(linkedSessionId);
  if (linkedSessionId !== followedLink) {
    setFollowedLink(linkedSessionId);
    const linked = linkedSessionId ? adoptSearch(userId, linkedSessionId) : null;
    if (linked) setSearch(linked);
  }
  const { runId, sessionId, started } = search;
  const active = useRef(sessionId);
  useEffect(() => {
    active.current = sessionId;
  }, [sessionId]);

  const start = useMutation({
    mutationKey: startKey,
    mutationFn: startJobSearch,
    onSettled: (_data, _error, variables) => {
      void queryClient.invalidateQueries({ queryKey: ['search-run', variables.runId] });
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
    },
  });
  // Read from the cache, not the hook: the request outlives this screen when the user leaves it.
  const [startState] = useMutationState({
    filters: { mutationKey: startKey, predicate: (mutation) => (mutation.state.variables as { runId?: string } | undefined)?.runId === runId },
    select: (mutation) => ({ status: mutation.state.status, error: mutation.state.error }),
  });

  const run = useSearchRun(runId, started);
  const finished = run.data?.status === 'done';
  const session = useSearchSession(userId, sessionId, started && finished);
  const sessionGone = session.error instanceof ApiError && session.error.status === 404;

  useEffect(() => {
    // A run that ends while this screen is open (its start request answered at once, or is gone: a reload) brings new saved jobs.
    if (!finished) return;
    // Every saved-jobs view may show its jobs (refreshed, or new), but this search's session, being read now.
    const own = savedJobsKeys.session(userId, sessionId);
    void queryClient.invalidateQueries({
      queryKey: savedJobsKeys.all,
      predicate: (query) => !own.every((part, index) => query.queryKey[index] === part),
    });
  }, [finished, queryClient, sessionId, userId]);

  const { mutate } = start;
  const begin = useCallback(() => {
    const next = startedSearch(userId);
    setSearch(next);
    mutate({ userId, runId: next.runId });
  }, [mutate, userId]);

  const clear = useMutation({
    mutationFn: clearSearchSession,
    onSuccess: (_data, { sessionId: cleared }) => {
      forgetSearch(cleared);
      queryClient.removeQueries({ queryKey: savedJobsKeys.session(userId, cleared) });
      void queryClient.invalidateQueries({ queryKey: savedJobsKeys.all });
      // Only the search that was cleared gives way to a fresh one.
      if (active.current === cleared) setSearch(freshSearch(userId));
    },
  });
  const { mutate: mutateClear } = clear;
  const clearAll = useCallback(() => mutateClear({ sessionId }), [mutateClear, sessionId]);

  return {
    view: viewOf(),
    sessionId,
    begin,
    clearAll,
    clearing: clear.isPending,
    clearError: clear.isError ? clearFailure(clear.error) : null,
    dismissClearError: clear.reset,
  };

  function viewOf(): JobSearchView {
    // A session cleared in another tab starts over here too; Start makes a new id.
    if (!started || sessionGone) return { kind: 'start' };
    const errors = [startState?.error, run.error, session.error];
    if (errors.some(isUnauthenticated)) return { kind: 'unauthenticated' };
    if (startState?.status === 'error' && !finished) return { kind: 'error', message: getErrorMessage(startState.error) };
    // A poll that failed on the way (the network, a restart) is asked again; the search is not over for that.
    if (run.isError && !isTransientError(run.error)) return { kind: 'error', message: getErrorMessage(run.error) };
    if (run.data?.status === 'failed') return { kind: 'error', message: run.data.error ?? 'The search failed. Please try again.' };
    if (finished) {
      if (session.data) return { kind: 'results', session: session.data };
      if (session.isError) return { kind: 'error', message: getErrorMessage(session.error) };
      return { kind: 'loading' };
    }
    // Back on the screen: wait for the run's state instead of flashing "searching" over a finished search.
    if (run.isPending && startState?.status !== 'pending') return { kind: 'loading' };
    // dataUpdatedAt is read so each poll re-renders, even when the answer ("no such run") stays the same.
    const lost =
      run.dataUpdatedAt > 0 &&
      startState?.status !== 'pending' &&
      isLost({ data: run.data, dataUpdateCount: queryClient.getQueryState(['search-run', runId])?.dataUpdateCount ?? 0 });
    if (lost) return { kind: 'error', message: lostSearchMessage };
    return { kind: 'searching', events: run.data?.events ?? [], reconnecting: run.isError };
  }
}
