import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Spec part 2 section 2: the empty state, with a way to load again and a way to get research. */
export function ResearchEmpty({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <Building2 aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No Company Research Available</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Research comes with each job search: run one from{' '}
        <Link to="/jobs" className="font-medium text-primary underline-offset-2 hover:underline">
          Job Search
        </Link>
        , or choose Research on a saved job.
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        Try Loading Again
      </Button>
    </section>
  );
}
