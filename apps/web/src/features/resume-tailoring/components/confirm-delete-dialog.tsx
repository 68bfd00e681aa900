import { AlertDialog } from 'radix-ui';
import { AlertDialogButtons } from '@/components/ui/alert-dialog-buttons';
import { dialogContentClassName, dialogOverlayClassName } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

type ConfirmDeleteDialogProps = { title: string | null; onCancel: () => void; onConfirm: () => void };

/** Spec part 2 section 5: deleting a resume asks first. Escape or Cancel keeps it. */
export function ConfirmDeleteDialog({ title, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content className={cn(dialogContentClassName, 'max-w-sm')}>
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">Delete this resume?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              “{title}” and its file will be deleted for good.
            </AlertDialog.Description>
          </div>
          <AlertDialogButtons cancel="Cancel" action="Delete" onAction={onConfirm} />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
