import { Spinner } from '@/components/ui/spinner';

/** Says why the list may be short: a search is still under way and its jobs land here when it ends. */
export function SearchRunningNotice() {
  return (
    <p className="flex items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm text-card-foreground">
      <Spinner label="Searching" className="size-4" />A job search is running. New jobs appear here when it finishes.
    </p>
  );
}
