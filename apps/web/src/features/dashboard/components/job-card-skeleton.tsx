/** The shape of a saved-job card while the dashboard loads. */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="h-5 w-3/4 animate-pulse rounded bg-muted" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
      <div className="h-4 w-full animate-pulse rounded bg-muted" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-muted" />
      <div className="h-9 w-full animate-pulse rounded bg-muted" />
    </div>
  );
}
