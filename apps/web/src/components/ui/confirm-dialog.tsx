import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { AlertDialogButtons } from './alert-dialog-buttons';
import { dialogContentClassName, dialogOverlayClassName } from './dialog';
import { cn } from '@/lib/cn';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (a dialog opened without its own trigger has nowhere to return to). */
  returnFocus?: () => HTMLElement | null | undefined;
};

/** A destructive action asks first (an alert dialog); Escape or Cancel keeps things as they are. */
export function ConfirmDialog({ open, title, description, action, onCancel, onConfirm, returnFocus }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content
          className={cn(dialogContentClassName, 'max-w-sm')}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className="grid gap-1.5">
            <AlertDialog.Title className="text-lg leading-tight font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          </div>
          <AlertDialogButtons cancel="Cancel" action={action} onAction={onConfirm} />
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
