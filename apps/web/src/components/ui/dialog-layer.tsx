import { X } from 'lucide-react';
import { AlertDialog, Dialog as DialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { AlertDialogButtons } from './alert-dialog-buttons';
import { dialogContentClassName, dialogOverlayClassName, type ConfirmDialogProps, type DialogContentProps, type DialogState } from './dialog-shared';

// The modal layer (Radix's dialog with its focus trap, scroll lock and dismissable layer), fetched when a
// dialog first opens: no screen shows one on arrival, so the first load goes without it.

export const Title = DialogPrimitive.Title;
export const Description = DialogPrimitive.Description;
export const Close = DialogPrimitive.Close;

/**
 * Where focus goes when a dialog closes: where the caller sends it, else its trigger, else the element
 * that had focus when it opened (a button that set the dialog's state), if that is still on the page.
 * Radix's modal content would focus only its own trigger, which these dialogs do not use: focus fell to
 * the page's body.
 */
function useFocusReturn(target: () => HTMLElement | boolean | null | undefined) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (target()) return;
      const element = opener.current;
      opener.current = null;
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    },
  };
}

export function ModalContent({
  dialog,
  className,
  children,
  hideCloseButton,
  closeDisabled,
  onCloseClick,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps & { dialog: DialogState }) {
  const focus = useFocusReturn(() => dialog.focusTrigger());
  return (
    <DialogPrimitive.Root open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogOverlayClassName} />
        <DialogPrimitive.Content
          id={dialog.contentId}
          className={cn(dialogContentClassName, className)}
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            focus.onCloseAutoFocus(event);
          }}
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
  const focus = useFocusReturn(() => {
    const target = returnFocus?.();
    target?.focus();
    return target;
  });
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClassName} />
        <AlertDialog.Content
          className={cn(dialogContentClassName, 'max-w-sm')}
          onOpenAutoFocus={focus.onOpenAutoFocus}
          onCloseAutoFocus={focus.onCloseAutoFocus}
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
