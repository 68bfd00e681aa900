import type { SourceStatus } from '@seeker/contract';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ScreenMessage } from './screen-message';

/**
 * Spec part 2 section 2 "No results". Nothing matched, or there was nothing to match: an empty job
 * index says why (no feed switched on, or not read yet) instead of asking the user to widen preferences.
 */
export function NoJobsFound({ sources, onRetry }: { sources: SourceStatus[]; onRetry: () => void }) {
  const emptyIndex = sources.find((source) => source.name === 'index' && source.status === 'skipped');
  return (
    <ScreenMessage icon={SearchX} title="No Jobs Found">
      <p className="text-muted-foreground">
        {emptyIndex?.error ?? 'No open posting matched your preferences this time. Widen them, or try again later.'}
      </p>
      <Button onClick={onRetry}>Try Again</Button>
    </ScreenMessage>
  );
}
