import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { SignInScreen } from './sign-in-screen';

/** Shows the app only to a signed-in user (a guest counts as signed in). */
export function AuthGate({ children }: { children: ReactNode }) {
  const { data: session, isPending } = authClient.useSession();

  if (isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-background">
        <Spinner label="Loading" className="size-8" />
      </div>
    );
  }
  if (!session) return <SignInScreen />;
  return children;
}
