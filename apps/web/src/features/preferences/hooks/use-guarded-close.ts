import { useRef, useState, type MouseEvent } from 'react';
import { focusedElement } from '../lib/focus-return';

type UseGuardedCloseOptions = {
  /** Unsaved edits: closing asks first. */
  dirty: boolean;
  /** While saving nothing closes the dialog. */
  blocked: boolean;
  onClose: () => void;
};

/**
 * Backdrop, Escape and the × button all ask to close here: without edits the dialog closes at once,
 * with them the "Discard changes?" question opens. Spread `contentProps` on the DialogContent and
 * `confirmProps` on the DiscardChangesDialog.
 */
export function useGuardedClose({ dirty, blocked, onClose }: UseGuardedCloseOptions) {
  const [confirming, setConfirming] = useState(false);
  const contentRef = useRef<HTMLDialogElement>(null);
  // Taken before a backdrop press can move focus to <body>; Keep editing puts it back there.
  const focusBeforeClose = useRef<HTMLElement | null>(null);

  const requestClose = () => {
    if (blocked) return;
    if (!dirty) {
      onClose();
      return;
    }
    focusBeforeClose.current = focusedElement();
    setConfirming(true);
  };

  const contentProps = {
    ref: contentRef,
    onEscapeKeyDown: (event: KeyboardEvent) => {
      event.preventDefault();
      requestClose();
    },
    onPressOutside: (event: globalThis.MouseEvent) => {
      event.preventDefault();
      const { button, ctrlKey } = event;
      // A right-click or Ctrl-click on the backdrop is not a request to close.
      if (button === 0 && !ctrlKey) requestClose();
    },
    onCloseClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      requestClose();
    },
  };

  const confirmProps = {
    open: confirming,
    onKeepEditing: () => setConfirming(false),
    returnFocus: () => {
      const target = focusBeforeClose.current;
      return target?.isConnected ? target : contentRef.current;
    },
    onDiscard: onClose,
  };

  return { contentProps, confirmProps };
}
