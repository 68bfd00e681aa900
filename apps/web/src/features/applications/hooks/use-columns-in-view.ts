import { useEffect, useState, type RefObject } from 'react';

/** Which of a sideways-scrolling row's columns are out of sight, to either side. */
export type ColumnsInView = { before: number; after: string[] };

const none: ColumnsInView = { before: 0, after: [] };
/** A column showing less than this much of itself counts as out of sight. */
const visibleShare = 0.6;

/** The row's columns (its children naming themselves in `data-column`) out of sight now. */
function measure(row: HTMLElement): ColumnsInView {
  // A row that does not scroll (a phone's single column, or a screen wide enough) hides nothing.
  if (row.scrollWidth <= row.clientWidth + 1) return none;
  const frame = row.getBoundingClientRect();
  let before = 0;
  const after: string[] = [];
  for (const column of row.querySelectorAll<HTMLElement>(':scope > [data-column]')) {
    const box = column.getBoundingClientRect();
    const shown = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
    if (shown >= box.width * visibleShare) continue;
    if (box.left < frame.left) before += 1;
    else after.push(column.dataset.column ?? '');
  }
  return { before, after };
}

const same = (a: ColumnsInView, b: ColumnsInView) => a.before === b.before && a.after.join('\n') === b.after.join('\n');

/** Watches a row of columns as it scrolls and resizes: how many are out of sight to the left, and which to the right. */
export function useColumnsInView(row: RefObject<HTMLElement | null>): ColumnsInView {
  const [view, setView] = useState<ColumnsInView>(none);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () => {
      const now = measure(element);
      setView((was) => (same(was, now) ? was : now));
    };
    // First measured once laid out; then on every scroll and resize.
    const frame = requestAnimationFrame(update);
    element.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resized?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [row]);
  return view;
}
