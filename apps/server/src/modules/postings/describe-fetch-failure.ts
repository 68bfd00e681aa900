import { isSourceError } from '@seeker/agents';

/** What a user or operator reads about a failed fetch: the fetcher's plain words, never a stack or a URL with a key. */
export function describeFetchFailure(error: unknown): string {
  if (isSourceError(error)) return error.message;
  if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
  return 'failed unexpectedly';
}
