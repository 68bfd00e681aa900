import { useCallback, useState } from 'react';
import { connectionErrorMessage, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-client';

/** The shape every better-auth client call resolves to. */
type AuthResult = {
  error: { message?: string | undefined; statusText?: string | undefined } | null;
};

export type RunAuthAction = (action: () => Promise<AuthResult>) => Promise<boolean>;

/**
 * Runs one auth call at a time and keeps the server's error message for display.
 * Resolves true on success.
 */
export function useAuthAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback<RunAuthAction>(async (action) => {
    setPending(true);
    setError(null);
    try {
      const result = await action();
      if (!result.error) return true;
      setError(result.error.message || result.error.statusText || UNEXPECTED_ERROR_MESSAGE);
      return false;
    } catch {
      // better-auth returns HTTP errors; it only throws when the request never got an answer.
      setError(connectionErrorMessage());
      return false;
    } finally {
      setPending(false);
    }
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return { run, pending, error, clearError };
}
