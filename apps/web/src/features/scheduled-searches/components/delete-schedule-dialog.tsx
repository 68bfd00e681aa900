import { scheduledSearchMessages } from '@seeker/contract';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type DeleteScheduleDialogProps = {
  /** The schedule's name, as its card shows it; null keeps the dialog closed. */
  label: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** Spec part 1 section 2: Delete asks "Are you sure you want to delete this scheduled search?". */
export function DeleteScheduleDialog({ label, deleting, onCancel, onConfirm, onCloseAutoFocus }: DeleteScheduleDialogProps) {
  return (
    <Dialog open={label !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent className="max-w-sm" closeDisabled={deleting} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete scheduled search</DialogTitle>
          <DialogDescription>{scheduledSearchMessages.deleteConfirm}</DialogDescription>
        </DialogHeader>
        {label ? <p className="text-sm font-medium break-words">{label}</p> : null}
        <DialogFooter>
          {/* aria-disabled, not disabled: the pressed button keeps focus while the server answers. */}
          <Button variant="outline" onClick={onCancel} aria-disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} aria-disabled={deleting}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
