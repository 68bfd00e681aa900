import type { SavedJob } from '@seeker/contract';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Delete on a job card asks first: `ask` opens the question for that job, `dialog` is it. Cancel or
 * Escape keeps the job and puts focus back on the Delete button that asked; Delete removes it.
 */
export function useConfirmedDelete(remove: (job: SavedJob) => void) {
  const [asked, setAsked] = useState<SavedJob | null>(null);
  // Kept past the close (state is cleared by then): the button focus goes back to.
  const askedFrom = useRef<HTMLElement | null>(null);
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title="Delete this job?"
      description={
        asked ? `${asked.title} at ${asked.company} leaves your saved jobs and every search that found it, with its status and cover letter.` : ''
      }
      action="Delete"
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        if (asked) remove(asked);
        setAsked(null);
      }}
      returnFocus={() => (askedFrom.current?.isConnected ? askedFrom.current : null)}
    />
  );
  const ask = (job: SavedJob) => {
    askedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsked(job);
  };
  return { ask, dialog };
}
