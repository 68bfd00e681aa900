import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScreenMessage } from './screen-message';

/** Spec part 2 section 2 "No results". */
export function NoJobsFound({ onRetry }: { onRetry: () => void }) {
  return (
    <ScreenMessage icon={SearchX} title="No Jobs Found">
      <p className="text-muted-foreground">No open posting matched your preferences this time. Widen them, or try again later.</p>
      <Button onClick={onRetry}>Try Again</Button>
    </ScreenMessage>
  );
}
