/** A card in outline while the schedules load; one announcement for screen readers. */
export function ScheduledSearchesLoading() {
  return (
    <div aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <p role="status" className="sr-only">
        Loading scheduled searches
      </p>
      <div aria-hidden="true" className="grid gap-3 rounded-lg border bg-card p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-9 w-full animate-pulse rounded bg-muted" />
      </div>
    </div>
  );
}
