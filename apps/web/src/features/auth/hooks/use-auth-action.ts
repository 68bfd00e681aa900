import { useCallback, useState } from 'react';
import { connectionErrorMessage, UNEXPECTED_ERROR_MESSAGE } from '@/lib/api-client';

/** The shape every better-auth client call resolves to. */
type AuthResult = {
  error: { code?: string | undefined; message?: string | undefined; statusText?: string | undefined } | null;
};

export type RunAuthAction = (action: () => Promise<AuthResult>) => Promise<boolean>;

const serverWords: Partial<Record<string, string>> = {};

/**
 * Runs one auth call at a time and keeps the server's error message for display, or the caller's own
 * words for an error code (`messages`) where the server's are too terse for the form. Resolves true on success.
 */
export function useAuthAction(messages: Partial<Record<string, string>> = serverWords) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback<RunAuthAction>(
    async (action) => {
      setPending(true);
      setError(null);
      try {
        const result = await action();
        if (!result.error) return true;
        setError((result.error.code && messages[result.error.code]) || result.error.message || result.error.statusText || UNEXPECTED_ERROR_MESSAGE);
        return false;
      } catch {
        // better-auth returns HTTP errors; it only throws when the request never got an answer.
        setError(connectionErrorMessage());
        return false;
      } finally {
        setPending(false);
      }
    },
    [messages],
  );

  const clearError = useCallback(() => setError(null), []);

  return { run, pending, error, clearError };
}
