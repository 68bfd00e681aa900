import type { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';

// What the light dialog face (`dialog.tsx`) and the modal layer fetched on first open (`dialog-layer.tsx`) share.

export type DialogState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the dialog's trigger, if it has one; false when it has none. */
  focusTrigger: () => boolean;
  /** The trigger's callback ref. */
  registerTrigger: (element: HTMLButtonElement | null) => void;
  contentId: string;
};

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Leave out the × button (a dialog whose own footer has a Close button). */
  hideCloseButton?: boolean;
  /** Keep the × button visible but disabled (while saving, say). */
  closeDisabled?: boolean;
  /** Runs before the × button closes the dialog; `event.preventDefault()` keeps it open (to ask first, say). */
  onCloseClick?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** Shared with the alert dialog (a confirmation over another dialog), which Radix builds separately. */
export const dialogOverlayClassName = cn(
  'fixed inset-0 z-50 bg-black/60',
  'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out motion-reduce:animate-none',
);

export const dialogContentClassName = cn(
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
  'gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg',
  'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out motion-reduce:animate-none',
);

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (a dialog opened without its own trigger has nowhere to return to). */
  returnFocus?: () => HTMLElement | null | undefined;
};
