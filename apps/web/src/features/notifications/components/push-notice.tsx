import { BellOff, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showPushNotice, usePushNotice } from '../hooks/use-push-notice';
import { notificationTexts } from '../lib/notification-texts';

/** Why push alerts are off, after a save that asked for them; it never blocks anything and stays until dismissed. */
export function PushNotice() {
  const notice = usePushNotice();
  // The live region stays in the page so a notice that appears in it is announced.
  return (
    <div role="status" className="pointer-events-none fixed inset-x-2 bottom-2 z-40 flex justify-end sm:inset-x-4 sm:bottom-4">
      {notice ? (
        <div className="pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-lg border bg-card py-2 pr-2 pl-3 text-sm text-card-foreground shadow-lg">
          <BellOff aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-muted-foreground" />
          <p className="flex-1 py-1">{notice}</p>
          <Button variant="ghost" size="icon" className="size-8" aria-label={notificationTexts.dismiss} onClick={() => showPushNotice(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
