import { useEffect, useId, useState } from 'react';
import {
  browserPushState,
  disablePushNotifications,
  enablePushNotifications,
  pushMessages,
  pushNoticeFor,
  type BrowserPushState,
} from '@/features/notifications';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

const stateTexts: Record<BrowserPushState, string> = {
  on: 'This browser gets push notifications.',
  off: 'This browser does not get push notifications.',
  blocked: pushMessages.denied,
  unsupported: pushMessages.unsupported,
};

/** Push on/off for this browser only: turning it on asks the browser's permission and subscribes it. */
export function PushToggle({ userId, configured }: { userId: string; configured: boolean }) {
  const labelId = useId();
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void browserPushState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    setPending(true);
    setProblem(null);
    try {
      if (state === 'on') await disablePushNotifications(userId);
      else setProblem(pushNoticeFor(await enablePushNotifications(userId)));
      setState(await browserPushState());
    } catch (error) {
      setProblem(getErrorMessage(error));
    } finally {
      setPending(false);
    }
  }

  const usable = configured && (state === 'on' || state === 'off');
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-medium">
          Push notifications in this browser
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={state === 'on'}
          aria-labelledby={labelId}
          disabled={!usable || pending}
          onClick={() => void toggle()}
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            'disabled:cursor-not-allowed disabled:opacity-50',
            state === 'on' ? 'bg-primary' : 'bg-muted-foreground/40',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'size-5 rounded-full bg-background shadow transition-transform motion-reduce:transition-none',
              state === 'on' ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {!configured ? 'Push notifications are not set up on this server.' : state === null ? 'Checking this browser…' : stateTexts[state]}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
