import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

type LoadMoreJobsProps = { loading: boolean; error: Error | null; onLoadMore: () => void };

/** Fetches the next page of saved jobs; stays focusable while loading so keyboard focus is not lost. */
export function LoadMoreJobs({ loading, error, onLoadMore }: LoadMoreJobsProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load more jobs. {error.message}
        </p>
      ) : null}
      <Button variant="outline" aria-disabled={loading} aria-busy={loading} onClick={() => (loading ? undefined : onLoadMore())}>
        {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {loading ? 'Loading more jobs…' : 'Load more jobs'}
      </Button>
    </div>
  );
}
