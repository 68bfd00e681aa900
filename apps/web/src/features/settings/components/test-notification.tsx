import type { DeliveryOutcome, TestNotificationResult } from '@seeker/contract';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useSendTestNotification } from '../api/send-test-notification';

const outcomeText = (channel: string, outcome: DeliveryOutcome) =>
  ({
    sent: `${channel}: sent.`,
    'not-chosen': `${channel}: not part of your notification type.`,
    skipped: `${channel}: not sent. ${outcome.message ?? ''}`,
    failed: `${channel}: failed. ${outcome.message ?? ''}`,
  })[outcome.state].trim();

function describe(result: TestNotificationResult) {
  return [`In-app: sent (see the bell).`, outcomeText('Email', result.email), outcomeText('Push', result.push)];
}

/** Sends a test by the saved settings, at once (quiet hours hold back scheduled alerts only), and says how each channel went. */
export function TestNotification({ userId, unsaved }: { userId: string; unsaved: boolean }) {
  const send = useSendTestNotification();
  return (
    <div className="grid gap-2">
      <Button variant="outline" className="justify-self-start" onClick={() => send.mutate({ userId })} disabled={unsaved || send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'Send test notification'}
      </Button>
      <p className="text-xs text-muted-foreground">
        {unsaved
          ? 'Save your changes first: the test uses your saved settings.'
          : 'Sends now by your saved notification type, even during quiet hours.'}
      </p>
      {send.isSuccess && (
        <div role="status" className="rounded-md border p-3 text-sm">
          <ul className="grid gap-1" aria-label="Test notification results">
            {describe(send.data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(send.error)}
        </p>
      )}
    </div>
  );
}
