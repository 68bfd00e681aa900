import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ModalProps } from './modal';

// What the dialog (`dialog.tsx`) and the confirmation (`confirm-dialog.tsx`) share.

export type DialogState = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gives focus back to the dialog's trigger, if it has one; false when it has none. */
  focusTrigger: () => boolean;
  /** The trigger's callback ref. */
  registerTrigger: (element: HTMLButtonElement | null) => void;
  contentId: string;
};

export type DialogContentProps = Pick<
  ModalProps,
  'className' | 'children' | 'ref' | 'onEscapeKeyDown' | 'onPressOutside' | 'onOpenAutoFocus' | 'onCloseAutoFocus'
> & {
  /** Leave out the × button (a dialog whose own footer has a Close button). */
  hideCloseButton?: boolean;
  /** Keep the × button visible but disabled (while saving, say). */
  closeDisabled?: boolean;
  /** Runs before the × button closes the dialog; `event.preventDefault()` keeps it open (to ask first, say). */
  onCloseClick?: (event: MouseEvent<HTMLButtonElement>) => void;
};

/** The panel: centred by the browser's own `dialog:modal` insets with auto margins (the CSS reset zeroes them), as wide as the screen allows up to `max-w-md`. */
export const dialogContentClassName = cn(
  'm-auto grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md',
  'gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg',
  'data-[state=open]:animate-dialog-in data-[state=closed]:animate-dialog-out motion-reduce:animate-none',
);

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  action: string;
  /** The safe answer's label (also what Escape does). */
  cancel?: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (a dialog opened without its own trigger has nowhere to return to). */
  returnFocus?: () => HTMLElement | null | undefined;
};
