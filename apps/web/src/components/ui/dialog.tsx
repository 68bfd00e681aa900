import { Slot, type Dialog as DialogPrimitive } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { Button } from './button';
import type { DialogContentProps, DialogState } from './dialog-shared';

// What screens use to show a modal dialog. The modal layer itself (Radix's dialog) is `dialog-layer.tsx`,
// fetched when a dialog first opens; until then a dialog is its open state and its trigger.

const dialogLayer = lazyModule(() => import('./dialog-layer'));
type DialogLayer = Awaited<ReturnType<typeof dialogLayer.load>>;

/**
 * The modal layer once a dialog has been open (it stays, for the closing animation and the next dialog).
 * Until it is here the dialog is not shown: Escape gives up on opening it (`dismiss`); if fetching it
 * fails, `failed` says so until `retry`, and the next opening tries again.
 */
export function useDialogLayer(open: boolean, dismiss: () => void) {
  const { value: layer, failed, retry } = useLazyModule(dialogLayer, open, 'the dialog');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && failed) retry();
  }
  useEffect(() => {
    if (!open || layer) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, layer, dismiss]);
  return { layer, failed: open && failed, retry };
}

/** Said in place of a dialog whose code could not be fetched (the network, or a release since the page loaded). */
export function DialogLoadFailure({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto grid max-w-md gap-3 rounded-lg border bg-card p-4 text-sm text-card-foreground shadow-lg"
    >
      <p>This dialog could not be loaded. Check your connection, then try again.</p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
        <Button size="sm" autoFocus onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

/** Fetches the modal layer ahead of a likely first opening (a pointer over a trigger, or focus on it). */
const prefetchLayer = () => void dialogLayer.load().catch(() => {});

function loadedLayer(part: string): DialogLayer {
  const layer = dialogLayer.loaded();
  if (!layer) throw new Error(`${part} belongs inside DialogContent`);
  return layer;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const dialog = use(DialogContext);
  if (!dialog) throw new Error(`${part} belongs inside Dialog`);
  return dialog;
}

/** A modal dialog, always controlled: the screen owns whether it is open. */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const trigger = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const focusTrigger = useCallback(() => {
    trigger.current?.focus();
    return Boolean(trigger.current);
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
      onPointerEnter={prefetchLayer}
      onFocus={prefetchLayer}
      {...props}
    />
  );
}

/** The dialog's panel over a dimmed page, with a × button unless `hideCloseButton`. */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog('DialogContent');
  const { onOpenChange } = dialog;
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const { layer, failed, retry } = useDialogLayer(dialog.open, close);
  if (layer) return <layer.ModalContent dialog={dialog} {...props} />;
  return failed ? <DialogLoadFailure onRetry={retry} onClose={close} /> : null;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  const { Close } = loadedLayer('DialogClose');
  return <Close {...props} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  const { Title } = loadedLayer('DialogTitle');
  return <Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  const { Description } = loadedLayer('DialogDescription');
  return <Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
