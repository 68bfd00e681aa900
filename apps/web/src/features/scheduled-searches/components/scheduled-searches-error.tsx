import { scheduledSearchMessages } from '@seeker/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { loadErrorHeadline, serverMessage } from '../lib/action-messages';

type ScheduledSearchesErrorProps = { error: Error; retrying: boolean; onRetry: () => void };

/** The list could not be read: the spec's "Failed to load schedules" with a way to ask again. */
export function ScheduledSearchesError({ error, retrying, onRetry }: ScheduledSearchesErrorProps) {
  const detail = serverMessage(error);
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
      <p className="font-medium">{loadErrorHeadline(error)}</p>
      {detail ? <p className="text-sm break-words">{detail}</p> : null}
      <Button variant="outline" size="sm" aria-disabled={retrying} onClick={() => (retrying ? undefined : onRetry())}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin motion-reduce:animate-none' : undefined} />
        {scheduledSearchMessages.tryAgain}
      </Button>
    </div>
  );
}
