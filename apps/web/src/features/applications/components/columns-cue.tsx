import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import type { ColumnsInView } from '../hooks/use-columns-in-view';

type ColumnsCueProps = { view: ColumnsInView; row: RefObject<HTMLElement | null>; rowId: string };

/** Columns to one side: the cue scrolls by most of the row's width, so a column or more comes into sight. */
function scrollRow(row: HTMLElement | null, direction: 1 | -1) {
  if (!row) return;
  row.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * From tablets up, when the board's columns do not all fit: which are out of sight to the right (by name) and
 * buttons that bring them in, so no one takes the columns in sight for the whole board.
 */
export function ColumnsCue({ view, row, rowId }: ColumnsCueProps) {
  if (view.before === 0 && view.after.length === 0) return null;
  const count = view.after.length;
  return (
    <div className="hidden items-center justify-end gap-2 text-sm text-muted-foreground md:flex">
      <p role="status" className="mr-auto">
        {count > 0 ? `${count} more ${count === 1 ? 'column' : 'columns'} to the right: ${view.after.join(', ')}` : 'You are at the last column.'}
      </p>
      <Button variant="outline" size="sm" aria-controls={rowId} aria-disabled={view.before === 0} onClick={() => scrollRow(row.current, -1)}>
        <ChevronLeft aria-hidden="true" />
        Earlier columns
      </Button>
      <Button variant="outline" size="sm" aria-controls={rowId} aria-disabled={count === 0} onClick={() => scrollRow(row.current, 1)}>
        More columns
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
