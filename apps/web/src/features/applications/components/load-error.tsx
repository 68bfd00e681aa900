import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

type LoadErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** A screen's data could not be read: what went wrong, and a way to ask again. */
export function LoadError({ message, retrying, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-6">
      <p className="font-medium">{message}</p>
      <Button variant="outline" aria-disabled={retrying} onClick={() => (retrying ? undefined : onRetry())}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
