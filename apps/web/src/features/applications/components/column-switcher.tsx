import type { BoardColumn, JobStatus } from '@seeker/contract';
import { useEffect, useRef } from 'react';
import { jobStatusLabels } from '@/features/saved-jobs';
import { cn } from '@/lib/cn';

type ColumnSwitcherProps = { columns: BoardColumn[]; current: JobStatus; onChange: (status: JobStatus) => void };

/** On a phone the board shows one column at a time (issue 50): these buttons choose which, each with its count. */
export function ColumnSwitcher({ columns, current, onChange }: ColumnSwitcherProps) {
  const row = useRef<HTMLDivElement>(null);
  // The chosen column's button stays in sight when the row scrolls sideways (a card carried along moves it).
  useEffect(() => {
    row.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <div ref={row} role="group" aria-label="Column shown" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:hidden">
      {columns.map((column) => {
        const chosen = column.status === current;
        return (
          <button
            key={column.status}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(column.status)}
            className={cn(
              'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
              chosen ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
            )}
          >
            {jobStatusLabels[column.status]}{' '}
            <span className={cn('rounded-full px-1.5 text-xs tabular-nums', chosen ? 'bg-primary-foreground/20' : 'bg-muted')}>{column.total}</span>
          </button>
        );
      })}
    </div>
  );
}
