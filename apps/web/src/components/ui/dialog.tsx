import { X } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { dialogContentClassName, type DialogContentProps, type DialogState } from './dialog-shared';
import { Modal } from './modal';

// What screens use to show a modal dialog: its open state and trigger (`Dialog`, `DialogTrigger`) and its
// panel (`DialogContent`, on the browser's own <dialog> through `modal.tsx`) with a title and description.

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const dialog = use(DialogContext);
  if (!dialog) throw new Error(`${part} belongs inside Dialog`);
  return dialog;
}

/** The ids a panel's title and description take, and whether it has a description. */
type PanelState = { titleId: string; descriptionId: string; setDescribed: (described: boolean) => void };

const PanelContext = createContext<PanelState | null>(null);

function usePanel(part: string): PanelState {
  const panel = use(PanelContext);
  if (!panel) throw new Error(`${part} belongs inside DialogContent`);
  return panel;
}

/** A modal dialog, always controlled: the screen owns whether it is open. */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const focusTrigger = useCallback(() => {
    trigger.current?.focus();
    // Not placed when the trigger is gone, or inert (another dialog up, the phone menu it sits in closed).
    return Boolean(trigger.current) && document.activeElement === trigger.current;
  }, []);
  const registerTrigger = useCallback((element: HTMLButtonElement | null) => {
    trigger.current = element;
  }, []);
  const dialog = useMemo(
    () => ({ open, onOpenChange, focusTrigger, registerTrigger, contentId }),
    [open, onOpenChange, focusTrigger, registerTrigger, contentId],
  );
  return <DialogContext value={dialog}>{children}</DialogContext>;
}

/** The button that opens the dialog (`asChild`: the child element is the button). */
export function DialogTrigger({ asChild, onClick, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, onOpenChange, registerTrigger, contentId } = useDialog('DialogTrigger');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      ref={registerTrigger}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(true);
      }}
      {...props}
    />
  );
}

/** The dialog's panel over a dimmed page, with a × button unless `hideCloseButton`. Closed, it is not on the page. */
export function DialogContent({ className, children, hideCloseButton, closeDisabled, onCloseClick, ...props }: DialogContentProps) {
  const { open, onOpenChange, focusTrigger, contentId } = useDialog('DialogContent');
  const [described, setDescribed] = useState(false);
  const panel = useMemo(() => ({ titleId: `${contentId}-title`, descriptionId: `${contentId}-description`, setDescribed }), [contentId]);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Modal
      open={open}
      onDismiss={close}
      id={contentId}
      labelledBy={panel.titleId}
      describedBy={described ? panel.descriptionId : undefined}
      className={cn(dialogContentClassName, className)}
      returnFocus={focusTrigger}
      {...props}
    >
      <PanelContext value={panel}>{children}</PanelContext>
      {hideCloseButton ? null : (
        <button
          type="button"
          aria-label="Close"
          disabled={closeDisabled}
          onClick={(event) => {
            onCloseClick?.(event);
            if (!event.defaultPrevented) close();
          }}
          className={cn(
            'absolute top-3 right-3 rounded-md p-1.5 text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            'outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </Modal>
  );
}

/** Closes the dialog it is in (`asChild`: the child element is the button). */
export function DialogClose({ asChild, onClick, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { onOpenChange } = useDialog('DialogClose');
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(false);
      }}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** The dialog's name. */
export function DialogTitle({ className, ...props }: ComponentProps<'h2'>) {
  const { titleId } = usePanel('DialogTitle');
  return <h2 id={titleId} className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

/** What the dialog is for, read out with its name. */
export function DialogDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId, setDescribed } = usePanel('DialogDescription');
  useLayoutEffect(() => {
    setDescribed(true);
    return () => setDescribed(false);
  }, [setDescribed]);
  return <p id={descriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
