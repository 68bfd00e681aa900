import { retryInLabel, scheduledSearchMessages } from '@seeker/contract';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type AutomationErrorProps = {
  error: string;
  /** Seconds until a retry is worth trying; the hint shows only while some are left. */
  waitSeconds: number;
  retrying: boolean;
  onRetry: () => void;
  /** The card's title, so the Retry button says which schedule it retries. */
  describedBy: string;
};

/** Scheduling failed: why, a Retry, and "Retry in Nm" while the scheduler asked us to wait. */
export function AutomationError({ error, waitSeconds, retrying, onRetry, describedBy }: AutomationErrorProps) {
  return (
    <div className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
      <Badge className="w-fit border-transparent bg-destructive text-destructive-foreground">
        <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
        {scheduledSearchMessages.automationError}
      </Badge>
      <p className="break-words">{error}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={describedBy}
          aria-disabled={retrying}
          onClick={() => (retrying ? undefined : onRetry())}
        >
          <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
        {waitSeconds > 0 ? <span className="text-muted-foreground">{retryInLabel(waitSeconds)}</span> : null}
      </div>
    </div>
  );
}
