import { jobStatuses } from '@seeker/contract';

/** Columns in outline while the board loads; one announcement for screen readers. */
export function BoardSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 md:flex md:overflow-hidden">
      <p role="status" className="sr-only">
        Loading your applications
      </p>
      {jobStatuses.map((status) => (
        <div key={status} aria-hidden="true" className="grid gap-3 rounded-lg border bg-muted/40 p-3 md:w-72 md:shrink-0">
          <div className="h-6 w-24 animate-pulse rounded-full bg-muted" />
          <div className="grid gap-2 rounded-lg border bg-card p-3">
            <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
