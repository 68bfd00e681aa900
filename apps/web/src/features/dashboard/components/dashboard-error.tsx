import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

type DashboardErrorProps = { message: string; retrying: boolean; onRetry: () => void };

/** The dashboard could not be read: what went wrong, and a way to ask again. */
export function DashboardError({ message, retrying, onRetry }: DashboardErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-6">
      <p className="font-medium">Could not load your dashboard</p>
      <p className="text-sm">{message}</p>
      <Button variant="outline" aria-disabled={retrying} onClick={() => (retrying ? undefined : onRetry())}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
