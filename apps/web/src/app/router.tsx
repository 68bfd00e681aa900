import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { prefetchDashboard } from './prefetch-dashboard';
import { AuthGate } from '@/features/auth';

/** Shown when the app's code cannot be fetched, e.g. a tab still open after the app was updated. */
function LoadFailed() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <title>Something went wrong · Seeker</title>
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">The app failed to load. Reloading the page usually helps.</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}

// React Router, the frame and every screen are fetched once someone is signed in: the sign-in page,
// most visitors' first page, needs none of them.
const SignedInApp = lazy(() =>
  import('./signed-in-router').then(
    (module) => ({ default: module.SignedInRouter }),
    (error: unknown) => {
      console.error('Could not load the app', error);
      return { default: LoadFailed };
    },
  ),
);

function PrefetchFirstScreen() {
  const queryClient = useQueryClient();
  const userId = authClient.useSession().data?.user.id;
  useEffect(() => {
    if (userId) prefetchDashboard(queryClient, userId);
  }, [queryClient, userId]);
  return null;
}

export function AppRouter() {
  return (
    <AuthGate>
      <PrefetchFirstScreen />
      <Suspense
        fallback={
          <div className="flex min-h-dvh items-center justify-center bg-background">
            <Spinner label="Loading" className="size-8" />
          </div>
        }
      >
        <SignedInApp />
      </Suspense>
    </AuthGate>
  );
}
