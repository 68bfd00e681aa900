import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import { tabbableIn, trapTabKey } from '@/lib/tab-focus';
import { cn } from '@/lib/cn';

// The one modal layer under every dialog: the browser's own <dialog>, shown with showModal(). The browser
// puts it in the top layer over a ::backdrop and makes the rest of the page inert (out of reach of the
// pointer, Tab and screen readers); the page's scroll is locked in index.css (`html:has(dialog:modal)`).
// What stays ours: which element gets focus on open and on close, Tab cycling inside, Escape and a press
// on the backdrop going through the screen's own handlers, and the closing animation.

export type ModalProps = {
  open: boolean;
  /** Escape, a press on the backdrop (unless `keepOnOutsidePress`) or the browser's own close request. */
  onDismiss: () => void;
  role?: 'dialog' | 'alertdialog';
  id?: string;
  labelledBy?: string;
  describedBy?: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDialogElement>;
  /** An alert dialog answers only through its buttons or Escape. */
  keepOnOutsidePress?: boolean;
  /** Runs first on Escape; `event.preventDefault()` keeps the dialog open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** Runs first on a press (a click or a tap) on the backdrop; `event.preventDefault()` keeps the dialog open. */
  onPressOutside?: (event: MouseEvent) => void;
  /** Runs as the dialog opens; `event.preventDefault()` leaves focus where the handler put it. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Runs as the dialog closes; `event.preventDefault()` leaves focus to the handler. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes on close (unless `onCloseAutoFocus` took it): true once it is placed; else the opener. */
  returnFocus?: () => boolean;
};

/** A modal left the page in this update while still wanted open: one shown now takes its place (a loading panel, its form). */
let leftWhileOpen = false;

/** How many modals are up: the first one measures the page's scrollbar before locking the scroll. */
let modalsUp = 0;

/**
 * The page's scroll is locked in CSS (`html:has(dialog:modal)` in index.css); its scrollbar, where it
 * takes room, is made up for with as much padding (`--scrollbar-gap`), so the page does not shift.
 */
function lockScroll(): () => void {
  if (modalsUp === 0) {
    const gap = window.innerWidth - document.documentElement.clientWidth;
    document.documentElement.style.setProperty('--scrollbar-gap', `${Math.max(0, gap)}px`);
  }
  modalsUp += 1;
  return () => {
    modalsUp -= 1;
  };
}

function outsideBox(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return !(event.clientX >= box.left && event.clientX < box.right && event.clientY >= box.top && event.clientY < box.bottom);
}

/** True while a CSS animation runs on the element (none in jsdom, none with reduced motion). */
function isAnimated(element: Element): boolean {
  const name = getComputedStyle(element).animationName;
  return Boolean(name) && name !== 'none';
}

/** A modal dialog while `open`, and through its closing animation after. */
export function Modal({
  open,
  onDismiss,
  role = 'dialog',
  id,
  labelledBy,
  describedBy,
  className,
  children,
  ref,
  keepOnOutsidePress = false,
  onEscapeKeyDown,
  onPressOutside,
  onOpenAutoFocus,
  onCloseAutoFocus,
  returnFocus,
}: ModalProps) {
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);
  const element = useRef<HTMLDialogElement | null>(null);
  // The handlers as last rendered: the listeners below are attached once per showing.
  const current = { open, onDismiss, keepOnOutsidePress, onEscapeKeyDown, onPressOutside, onOpenAutoFocus, onCloseAutoFocus, returnFocus };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  useLayoutEffect(() => {
    const dialog = element.current;
    if (!shown || !dialog) return;
    const opener = document.activeElement;
    const unlockScroll = lockScroll();
    // Taking the place of one that just left (same update): no second fade of the backdrop and panel.
    if (leftWhileOpen) dialog.dataset.replacing = '';
    if (!dialog.open) dialog.showModal();
    const opening = new Event('modal.openAutoFocus', { cancelable: true });
    latest.current.onOpenAutoFocus?.(opening);
    if (!opening.defaultPrevented) (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? tabbableIn(dialog)[0] ?? dialog).focus();

    /** Escape, or a close request like it, asks the screen first; `preventDefault()` on its event keeps the dialog open. */
    const escape = () => {
      const event = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      latest.current.onEscapeKeyDown?.(event);
      if (!event.defaultPrevented) latest.current.onDismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.target instanceof Node) || !dialog.contains(event.target)) return;
      if (event.key === 'Tab') trapTabKey(event, dialog);
      // Handled already by a control inside (a list it closes), or part of typing in an input method.
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      // Ours to decide: the browser would close the element without asking the screen.
      event.preventDefault();
      escape();
    };
    // The backdrop belongs to the <dialog> element: a press on it lands on the element, outside its box.
    // It dismisses on the click, not the press: the dialog is still there to take the click (a tap would
    // otherwise go on to what lies under it), and the press moves no focus.
    let pressedOutside = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = event.target === dialog && outsideBox(dialog, event);
      if (pressedOutside) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const pressed = pressedOutside;
      pressedOutside = false;
      if (!pressed || event.target !== dialog || !outsideBox(dialog, event) || latest.current.keepOnOutsidePress) return;
      latest.current.onPressOutside?.(event);
      if (!event.defaultPrevented) latest.current.onDismiss();
    };
    // A close request that reached the browser (Escape with focus on the page's body, a phone's back
    // gesture): the screen decides, as for Escape.
    const onCancel = (event: Event) => {
      event.preventDefault();
      escape();
    };
    // Closed by the browser all the same (it may ignore a cancelled request): tell the screen, and show it
    // again if the screen keeps it open (while saving, say). A `close` from an earlier showing arrives a
    // task late (React's StrictMode shows, closes and shows again): the dialog is open by then.
    const onClose = () => {
      if (dialog.open || !latest.current.open) return;
      latest.current.onDismiss();
      window.setTimeout(() => {
        if (latest.current.open && dialog.isConnected && !dialog.open) dialog.showModal();
      }, 0);
    };
    // On the portal's container, <body>, where React hears the dialog's own keys: listened to after React,
    // so a control inside that handles Escape (and prevents its default) comes first.
    const container = document.body;
    container.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (latest.current.open) {
        leftWhileOpen = true;
        queueMicrotask(() => {
          leftWhileOpen = false;
        });
      }
      if (dialog.open) dialog.close();
      unlockScroll();
      // Once the whole update is done: a dialog closing with the one it was asked from (Discard closes the
      // question and the wizard) must not place focus while the other still makes the page inert. Focus
      // meant for the page while another dialog stays up goes nowhere: the page is inert under it.
      queueMicrotask(() => {
        const closing = new Event('modal.closeAutoFocus', { cancelable: true });
        latest.current.onCloseAutoFocus?.(closing);
        if (closing.defaultPrevented || latest.current.returnFocus?.()) return;
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      });
    };
  }, [shown]);

  // Closing: the panel plays its way out, then leaves the page.
  useEffect(() => {
    const dialog = element.current;
    if (open || !shown) return;
    if (!dialog || !isAnimated(dialog)) {
      setShown(false);
      return;
    }
    const finish = () => setShown(false);
    dialog.addEventListener('animationend', finish, { once: true });
    // An animation that never ends (the tab hidden mid-way) must not keep an invisible dialog open.
    const timer = window.setTimeout(finish, 400);
    return () => {
      dialog.removeEventListener('animationend', finish);
      window.clearTimeout(timer);
    };
  }, [open, shown]);

  if (!shown) return null;
  return createPortal(
    <dialog
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
      }}
      id={id}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      data-state={open ? 'open' : 'closed'}
      className={cn(
        'backdrop:bg-black/60 data-[state=closed]:backdrop:animate-fade-out data-[state=open]:backdrop:animate-fade-in motion-reduce:backdrop:animate-none',
        className,
      )}
    >
      {children}
    </dialog>,
    document.body,
  );
}
