import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScreenMessage } from './screen-message';

/** A search that could not run: the server's own words (or the connection message) and a way on. */
export function SearchError({ message, onRetry, onOpenPreferences }: { message: string; onRetry: () => void; onOpenPreferences?: () => void }) {
  const toPreferences = /preferences/i.test(message) && onOpenPreferences !== undefined;
  return (
    <ScreenMessage icon={CircleAlert} title="The search did not finish" tone="problem">
      <p>{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {toPreferences ? <Button onClick={onOpenPreferences}>Set Job Preferences</Button> : null}
        <Button variant={toPreferences ? 'outline' : 'default'} onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </ScreenMessage>
  );
}
