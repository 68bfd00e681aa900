import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { authClient } from '@/lib/auth-client';
import { runSignOutHooks } from '@/lib/session-hooks';

export const guestSignOutTitle = 'Log out as a guest?';
export const guestSignOutWarning =
  'You are using Seeker as a guest. If you log out, you cannot get back to your preferences and resumes. Choose "Keep your data" first to save them to an account.';

type SignOutUser = { isGuest: boolean; userId: string };

/**
 * Sign-out as the side menu and Settings' Log Out do it: a guest is asked first (render
 * `<GuestSignOutDialog {...confirmation} />`), and no cached data stays behind.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const [asking, setAsking] = useState<SignOutUser | null>(null);
  const askedFrom = useRef<HTMLElement | null>(null);

  async function leave(userId: string) {
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

  /** A guest has no way back in (their data stays with the guest account they leave), so they are asked first. */
  function signOut(user: SignOutUser) {
    if (!user.isGuest) return leave(user.userId);
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(user);
    return Promise.resolve();
  }

  const confirmation = {
    open: asking !== null,
    onCancel: () => setAsking(null),
    onConfirm: () => {
      const user = asking;
      setAsking(null);
      if (user) void leave(user.userId);
    },
    returnFocus: () => askedFrom.current,
  };

  return { signOut, signingOut, signOutError, confirmation };
}
