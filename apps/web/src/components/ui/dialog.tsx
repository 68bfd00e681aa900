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
import { lazyModule } from '@/lib/lazy-module';
import type { DialogContentProps, DialogState } from './dialog-shared';

// What screens use to show a modal dialog. The modal layer itself (Radix's dialog) is `dialog-layer.tsx`,
// fetched when a dialog first opens; until then a dialog is its open state and its trigger.

const dialogLayer = lazyModule(() => import('./dialog-layer'));
type DialogLayer = Awaited<ReturnType<typeof dialogLayer.load>>;

/** The modal layer once a dialog has been open (it stays, for the closing animation and the next dialog). */
export function useDialogLayer(open: boolean): DialogLayer | undefined {
  const [layer, setLayer] = useState(dialogLayer.loaded);
  useEffect(() => {
    if (!open || layer) return;
    let live = true;
    dialogLayer.load().then(
      (loaded) => live && setLayer(() => loaded),
      (error: unknown) => console.warn('Could not load the dialog', error),
    );
    return () => {
      live = false;
    };
  }, [open, layer]);
  return layer;
}

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
      {...props}
    />
  );
}

/** The dialog's panel over a dimmed page, with a × button unless `hideCloseButton`. */
export function DialogContent(props: DialogContentProps) {
  const dialog = useDialog('DialogContent');
  const layer = useDialogLayer(dialog.open);
  return layer ? <layer.ModalContent dialog={dialog} {...props} /> : null;
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
