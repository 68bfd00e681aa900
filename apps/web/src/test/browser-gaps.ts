/**
 * What jsdom lacks and the components use: Radix measures with ResizeObserver, file checks read Blob bytes
 * and text, dialogs open with showModal().
 */
export function installBrowserGaps(): void {
  installModalDialogs();
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof Blob.prototype.arrayBuffer !== 'function') {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return readBlob<ArrayBuffer>(this, (reader, blob) => reader.readAsArrayBuffer(blob));
    };
  }
  if (typeof Blob.prototype.text !== 'function') {
    Blob.prototype.text = function text(this: Blob) {
      return readBlob<string>(this, (reader, blob) => reader.readAsText(blob));
    };
  }
  // Radix's slider captures the pointer; jsdom has no pointer capture.
  if (typeof Element.prototype.hasPointerCapture !== 'function') {
    Element.prototype.hasPointerCapture = () => false;
    Element.prototype.setPointerCapture = () => {};
    Element.prototype.releasePointerCapture = () => {};
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
}

function readBlob<T>(blob: Blob, read: (reader: FileReader, blob: Blob) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error);
    read(reader, blob);
  });
}

/**
 * jsdom's <dialog> has no showModal() or close(). These do what a browser does that tests can see: `open`
 * set and cleared; a `close` event a task later; and the rest of the page inert while a modal is up: out of
 * the accessibility tree (hidden with aria-hidden, which role queries read) and unable to take focus.
 */
function installModalDialogs(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const hiddenBy = new WeakMap<HTMLDialogElement, Element[]>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const hidden = Array.from(document.body.children).filter((child) => !child.contains(this) && child.getAttribute('aria-hidden') !== 'true');
    for (const element of hidden) element.setAttribute('aria-hidden', 'true');
    hiddenBy.set(this, hidden);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    for (const element of hiddenBy.get(this) ?? []) element.removeAttribute('aria-hidden');
    hiddenBy.delete(this);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusUnlessInert(this: HTMLElement, options?: FocusOptions) {
    // A modal removed from the page without close() leaves the top layer too.
    for (const modal of modals.filter((candidate) => !candidate.isConnected)) modals.splice(modals.indexOf(modal), 1);
    const top = modals.at(-1);
    if (top && !top.contains(this)) return;
    focus.call(this, options);
  };
}
