import { Button } from './ui/button';

/**
 * Said where part of a screen should be when its code could not be fetched (the network, or a release
 * since the page loaded), with a way to ask again.
 */
export function PartLoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm">
      <p>{what} could not be loaded. Check your connection, then try again.</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
