import { guestName } from '@seeker/contract';
import { LogOut, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { GuestSignOutDialog, SaveAccountDialog, useSignOut } from '@/features/auth';

/** The signed-in user, "Keep your data" for guests, and sign-out. */
export function AccountPanel() {
  const { data: session } = authClient.useSession();
  const { signOut, signingOut, signOutError, confirmation } = useSignOut();
  const user = session?.user;
  if (!user) return null;

  const isGuest = Boolean(user.isAnonymous);
  const displayName = isGuest ? guestName : user.name || user.email;

  return (
    <div className="grid gap-3 border-t p-3">
      <div className="flex min-w-0 items-center gap-3 px-1">
        {user.image ? (
          <img src={user.image} alt="" className="size-9 shrink-0 rounded-full object-cover" referrerPolicy="no-referrer" />
        ) : (
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" data-testid="account-name">
            {displayName}
          </p>
          {!isGuest && user.email !== displayName ? <p className="truncate text-xs text-muted-foreground">{user.email}</p> : null}
        </div>
      </div>
      {isGuest ? <SaveAccountDialog triggerClassName="w-full" /> : null}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void signOut({ isGuest, userId: user.id })}
        disabled={signingOut}
        className="w-full justify-start"
      >
        <LogOut aria-hidden="true" />
        Log Out
      </Button>
      <GuestSignOutDialog {...confirmation} />
      {signOutError ? (
        <p role="alert" className="px-1 text-sm text-red-700 dark:text-red-400">
          {signOutError}
        </p>
      ) : null}
    </div>
  );
}
