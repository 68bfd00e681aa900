import { X } from 'lucide-react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { AlertDialogButtons } from './alert-dialog-buttons';
import { dialogContentClassName, dialogOverlayClassName, type ConfirmDialogProps, type DialogContentProps, type DialogState } from './dialog-shared';

// The modal layer (Radix's dialog with its focus trap, scroll lock and dismissable layer), fetched when a
// dialog first opens: no screen shows one on arrival, so the first load goes without it.

export const Title = DialogPrimitive.Title;
export const Description = DialogPrimitive.Description;
export const Close = DialogPrimitive.Close;

/** Sends focus back to the trigger on close, as Radix does for its own trigger, unless the caller already moved it. */
function returnFocusTo(dialog: DialogState, onCloseAutoFocus?: (event: Event) => void) {
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (!event.defaultPrevented && dialog.focusTrigger()) event.preventDefault();
  };
}

export function ModalContent({
  dialog,
  className,
  children,
  hideCloseButton,
  closeDisabled,
  onCloseClick,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { dialog: DialogState }) {
  return (
    <DialogPrimitive.Root open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClassName} />
        <DialogPrimitive.Content
          id={dialog.contentId}
          className={cn(dialogContentClassName, className)}
          onCloseAutoFocus={returnFocusTo(dialog, onCloseAutoFocus)}
          {...props}
        >
          {children}
          {hideCloseButton ? null : (
            <DialogPrimitive.Close
              aria-label="Close"
              disabled={closeDisabled}
              onClick={onCloseClick}
              className={cn(
                'absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                'outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function ConfirmDialogContent({ open, title, description, action, onCancel, onConfirm, returnFocus }: ConfirmDialogProps) {
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
