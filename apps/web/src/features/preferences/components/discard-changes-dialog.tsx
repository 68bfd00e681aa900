import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { AlertDialogButtons } from '@/components/ui/alert-dialog-buttons';
import { dialogContentClassName, dialogOverlayClassName } from '@/components/ui/dialog-shared';
import { cn } from '@/lib/cn';

type DiscardChangesDialogProps = {
  open: boolean;
  /** Keep editing: the question closes and focus goes back to where it was in the wizard. */
  onKeepEditing: () => void;
  /** Where focus was when the person asked to close (read as the question closes). */
  returnFocus: () => void;
  /** Discard: the wizard closes too, and gives focus back itself. */
  onDiscard: () => void;
};

/** Asked before the wizard closes over unsaved edits. An alert dialog: Escape or the safe button keeps editing. */
export function DiscardChangesDialog({ open, onKeepEditing, returnFocus, onDiscard }: DiscardChangesDialogProps) {
  const discarding = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !discarding.current && onKeepEditing()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content
          className={cn(dialogContentClassName, 'max-w-sm')}
          onCloseAutoFocus={(event) => {
            // Radix would focus the (missing) trigger, i.e. nothing. After Discard the wizard's own close
            // returns focus to the page; after Keep editing it goes back to where it was in the wizard.
            event.preventDefault();
            if (!discarding.current) returnFocus();
          }}
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">Discard changes?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              Your changes to your job preferences have not been saved. If you close the wizard now, they are lost.
            </AlertDialog.Description>
          </div>
          <AlertDialogButtons
            cancel="Keep editing"
            action="Discard"
            onAction={() => {
              discarding.current = true;
              onDiscard();
            }}
          />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
