import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authClient } from '@/lib/auth-client';
import { runSignOutHooks } from '@/lib/session-hooks';

export const guestSignOutWarning =
  'You are using Seeker as a guest. If you log out, you cannot get back to your preferences and resumes. Choose "Keep your data" first to save them to an account. Log out anyway?';

/** Sign-out as the side menu and Settings' Log Out do it: a guest is warned first, and no cached data stays behind. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  async function signOut({ isGuest, userId }: { isGuest: boolean; userId: string }) {
    // A guest has no way back in: their data stays with the guest account they leave.
    if (isGuest && !window.confirm(guestSignOutWarning)) return;
    setSigningOut(true);
    setSignOutError(null);
    try {
      // What other features undo for this user (push alerts to this browser), while the session still works.
      await runSignOutHooks(userId);
      const result = await authClient.signOut();
      if (result.error) {
        setSignOutError(`Could not log out: ${result.error.message ?? result.error.statusText ?? 'please try again'}`);
        return;
      }
      // The next person at this browser must not see this user's cached data.
      queryClient.clear();
    } catch {
      setSignOutError('Could not log out. Please check your connection and try again.');
    } finally {
      setSigningOut(false);
    }
  }

  return { signOut, signingOut, signOutError };
}
