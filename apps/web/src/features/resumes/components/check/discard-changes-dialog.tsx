import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type DiscardChangesDialogProps = {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
  returnFocus: () => HTMLElement | null;
};

/** Asked before the check step's unsaved edits are left. An alert dialog: Escape or the safe button keeps editing. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard, returnFocus }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      description="Your changes to these fields have not been saved. If you leave now, they are lost."
      cancel="Keep editing"
      action="Discard changes"
      onCancel={onKeepEditing}
      onConfirm={onDiscard}
      returnFocus={returnFocus}
    />
  );
}
