// What other features do when a user signs out or a guest keeps their data as an account. The auth
// feature runs these; the app registers them (app/session-hooks.ts), so auth imports no feature above it.

type SignOutHook = (userId: string) => Promise<void>;
type GuestKeptHook = (guestId: string, accountId: string) => void;

const signOutHooks = new Set<SignOutHook>();
const guestKeptHooks = new Set<GuestKeptHook>();

/** Runs before the session ends, while the user's requests still work; returns the unregister. */
export function onSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/** Runs once a guest has become an account; returns the unregister. */
export function onGuestKept(hook: GuestKeptHook): () => void {
  guestKeptHooks.add(hook);
  return () => guestKeptHooks.delete(hook);
}

/** Every sign-out hook, side by side; one that fails never stops the sign-out. */
export async function runSignOutHooks(userId: string): Promise<void> {
  await Promise.all([...signOutHooks].map((hook) => hook(userId).catch(() => undefined)));
}

export function runGuestKeptHooks(guestId: string, accountId: string): void {
  for (const hook of guestKeptHooks) {
    try {
      hook(guestId, accountId);
    } catch {
      // A convenience (flags, caches) never undoes the account just made.
    }
  }
}
