import type { SavedJobByLink } from '@seeker/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { notLoaded } from '@/components/load-failure';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { AddJobByLinkHeader } from './add-job-by-link-header';

/** The form, its requests and its messages come when the dialog is first wanted: the dashboard paints without them. */
const content = lazyModule(() => import('./add-job-by-link-content').then((module) => module.AddJobByLinkContent));

/** What the screen says once a job was saved: the job saved, or the one the user already had. */
export function addedJobMessage({ job, added }: SavedJobByLink) {
  // "Acme Robotics, Inc." ends the sentence itself: no second full stop.
  return added
    ? `Saved "${job.title}" at ${job.company}${job.company.endsWith('.') ? '' : '.'}`
    : `You already had "${job.title}" at ${job.company}; it is up to date now.`;
}

type AddJobByLinkDialogProps = {
  /** Hears what was saved (the screen says so). */
  onAdded: (result: SavedJobByLink) => void;
  /** The button's words: "Add a job by link" beside Saved Jobs, "Add a job" on the board. */
  label?: string;
  /** The button's look: outline beside other buttons, filled where it is the screen's main action. */
  look?: 'outline' | 'default';
};

/**
 * "Add a job by link" (beside Saved Jobs, and "Add a job" on the board): the button and the dialog, whose
 * content is fetched when the button is pointed at, focused or pressed.
 */
export function AddJobByLinkDialog({ onAdded, label = 'Add a job by link', look = 'outline' }: AddJobByLinkDialogProps) {
  const [open, setOpen] = useState(false);
  // While a link is read or a job saved, the dialog stays open.
  const [busy, setBusy] = useState(false);
  const loaded = useLazyModule(content, open, 'the Add a job by link dialog');
  const prefetch = () => void content.load().catch(() => {});

  function handleOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant={look} size="sm" onPointerEnter={prefetch} onFocus={prefetch}>
          {look === 'default' ? <Plus aria-hidden="true" /> : null}
          {label}
        </Button>
      </DialogTrigger>
      {!open ? null : (
        // One dialog from the first frame: its title shows at once, the form joins it when its code is here.
        <DialogContent>
          <AddJobByLinkHeader />
          <QueryState
            query={loaded}
            look="notice"
            message={notLoaded('The dialog')}
            loading={
              <div className="flex justify-center py-6">
                <Spinner label="Loading" className="size-6" />
              </div>
            }
          >
            {(Content) => (
              <Content
                onAdded={(result) => {
                  setBusy(false);
                  setOpen(false);
                  onAdded(result);
                }}
                onBusyChange={setBusy}
              />
            )}
          </QueryState>
        </DialogContent>
      )}
    </Dialog>
  );
}
