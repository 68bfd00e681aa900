const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `container`, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** What `trapTabKey` reads of a key press: React's event and the DOM's both fit. */
type TabKeyEvent = { key: string; shiftKey: boolean; target: EventTarget | null; preventDefault: () => void };

/** Keeps Tab and Shift+Tab cycling inside `container`, as a modal panel should. */
export function trapTabKey(event: TabKeyEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  // React bubbles events from portals (a dialog opened from the panel); those manage their own focus.
  if (!(event.target instanceof Node) || !container.contains(event.target)) return;
  const focusable = tabbableIn(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
