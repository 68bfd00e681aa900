/** Where focus was before a dialog opened; `null` when nothing but the page itself had it. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const triggerName = 'Job Preferences';

/**
 * Our dialogs have no Radix trigger, so Radix would leave focus on <body> when they close.
 * Focus goes back to where it was, else to the Job Preferences button, else to the page's <h1>.
 */
export function restoreFocus(remembered: HTMLElement | null): void {
  if (remembered?.isConnected && !remembered.matches(':disabled')) {
    remembered.focus();
    if (document.activeElement === remembered) return;
  }
  const trigger = Array.from(document.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')).find(
    (button) => button.textContent?.trim() === triggerName,
  );
  if (trigger) {
    trigger.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1, h1');
  if (!heading) return;
  // A heading is not focusable by default; -1 keeps it out of the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
