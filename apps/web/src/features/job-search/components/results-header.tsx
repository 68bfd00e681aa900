import { RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ResultsHeaderProps = { count: number; sessionId: string; clearing: boolean; onNewSearch: () => void; onClearAll: () => void };

/** Spec part 2 section 2 "After a search": the count, the session's last 8 characters, New Search and Clear All (which asks first). */
export function ResultsHeader({ count, sessionId, clearing, onNewSearch, onClearAll }: ResultsHeaderProps) {
  const [asking, setAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <h2 tabIndex={-1} className="text-lg font-semibold outline-none">
          Found {count} job opportunities tailored to your profile
        </h2>
        <p className="text-xs text-muted-foreground">
          Session <span className="font-mono">{sessionId.slice(-8)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onNewSearch} disabled={clearing}>
          <RefreshCw aria-hidden="true" />
          New Search
        </Button>
        <Button ref={clearButton} variant="outline" onClick={() => setAsking(true)} disabled={clearing}>
          <Trash2 aria-hidden="true" />
          {clearing ? 'Clearing…' : 'Clear All'}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Clear all results?"
        description="This search's results and its company research are removed, and with them the jobs only this search found that you have not favourited, moved along the pipeline or made a document for. Jobs you track, and jobs an earlier search also found, stay on your dashboard."
        action="Clear All"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClearAll();
        }}
        returnFocus={() => (clearButton.current?.isConnected ? clearButton.current : null)}
      />
    </div>
  );
}
