import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown instead of a blank page when a screen throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground">
      <title>Something went wrong · Seeker</title>
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This screen failed to load. Reloading the page usually helps.
        {detail ? ` (${detail})` : null}
      </p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}
