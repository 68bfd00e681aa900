import { useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DiscardChangesDialogProps = {
  open: boolean;
  /** Keep editing: the question closes and focus goes back to where it was in the wizard. */
  onKeepEditing: () => void;
  /** Where focus was when the person asked to close (read as the question closes). */
  returnFocus: () => HTMLElement | null;
  /** Discard: the wizard closes too, and gives focus back itself. */
  onDiscard: () => void;
};

/** Asked before the wizard closes over unsaved edits. An alert dialog: Escape or the safe button keeps editing. */
export function DiscardChangesDialog({ open, onKeepEditing, returnFocus, onDiscard }: DiscardChangesDialogProps) {
  const discarding = useRef(false);
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      description="Your changes to your job preferences have not been saved. If you close the wizard now, they are lost."
      cancel="Keep editing"
      action="Discard"
      onCancel={onKeepEditing}
      onConfirm={() => {
        discarding.current = true;
        onDiscard();
      }}
      // After Discard the wizard's own close returns focus to the page; after Keep editing it goes back
      // to where it was in the wizard.
      returnFocus={() => (discarding.current ? null : returnFocus())}
    />
  );
}
