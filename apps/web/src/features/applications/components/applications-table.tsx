import {
  applicationMessages,
  applicationPriorityLabels,
  excitementScale,
  typedInSourceLabel,
  type ApplicationRow,
  type ApplicationSortKey,
} from '@seeker/contract';
import { ArrowDown, ArrowUp, LoaderCircle } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { jobStatusLabels } from '@/features/saved-jobs';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateOf } from '@/lib/format-dates';
import { useApplicationTable } from '../api/get-application-table';
import type { BoardFilters } from '../lib/board-filters';
import { deadlineText } from '../lib/marks-text';
import type { TableSort } from '../lib/table-sort';
import { ApplicationLink } from './application-link';
import { BulkBar } from './bulk-bar';

const columns: { key: ApplicationSortKey; label: string }[] = [
  { key: 'title', label: 'Title' },
  { key: 'company', label: 'Company' },
  { key: 'status', label: 'Status' },
  { key: 'inColumnSince', label: 'In status since' },
  { key: 'priority', label: 'Priority' },
  { key: 'excitement', label: 'Excitement' },
  { key: 'deadline', label: 'Apply by' },
  { key: 'savedAt', label: 'Saved' },
];

const orderWords = { asc: 'ascending', desc: 'descending' } as const;

type ApplicationsTableProps = {
  filters: BoardFilters;
  sort: TableSort;
  onSort: (key: ApplicationSortKey) => void;
  /** What shows instead of an empty table (no application, none matching, none archived). */
  empty: ReactNode;
};

/**
 * The board as one sortable list: a column's button sorts by it (again, the other way round), rows are
 * picked to move or archive together, and "Show more" reads the next page.
 */
export function ApplicationsTable({ filters, sort, onSort, empty }: ApplicationsTableProps) {
  const table = useApplicationTable(filters, sort);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // What the last bulk change did: said even when it emptied the table.
  const [said, setSaid] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  const rows = table.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = table.data?.pages[0]?.total ?? 0;
  const today = table.data?.pages[0]?.today ?? '';
  // Rows no longer listed (moved away by a filter, say) are no longer picked.
  const pickedShown = rows.filter((row) => picked.has(row.jobId)).map((row) => row.jobId);
  const all = rows.length > 0 && pickedShown.length === rows.length;

  if (table.isPending) return <Spinner label="Loading applications" className="size-8 justify-self-center" />;
  if (table.isError && rows.length === 0) return <LoadFailure message={applicationMessages.loadBoard} onRetry={() => void table.refetch()} />;
  // In the accessibility tree from the start (a live region that appears with its words may not be read), and
  // focusable: a change that empties the view leaves focus here, not on the page.
  const status = (
    <p ref={statusRef} role="status" tabIndex={-1} className={said ? 'text-sm text-muted-foreground outline-none' : 'sr-only'}>
      {said}
    </p>
  );

  const toggle = (jobId: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(jobId);
      else next.delete(jobId);
      return next;
    });

  // The status stays in one place whether rows remain or not: what a change did is read out once.
  return (
    <div className="grid min-w-0 gap-3">
      {status}
      {rows.length === 0 ? empty : null}
      {rows.length === 0 ? null : (
        <BulkBar
          jobIds={pickedShown}
          archived={filters.archived}
          onDone={(done) => {
            const emptied = pickedShown.length === rows.length;
            setPicked(new Set());
            setSaid(done);
            // Every row shown was changed: the buttons pressed may go with the table.
            if (emptied) requestAnimationFrame(() => statusRef.current?.focus());
          }}
        />
      )}
      {/* Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too. */}
      {rows.length === 0 ? null : (
        <div
          role="region"
          aria-label="Applications table"
          tabIndex={0}
          className="min-w-0 overflow-x-auto rounded-lg border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <caption className="sr-only">
              {total} {total === 1 ? 'application' : 'applications'}, sorted by {columns.find((column) => column.key === sort.sort)?.label}{' '}
              {orderWords[sort.order]}
            </caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="w-10 p-2">
                  <Checkbox
                    aria-label="Pick every application shown"
                    checked={all ? true : pickedShown.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(checked) => setPicked(checked === true ? new Set(rows.map((row) => row.jobId)) : new Set())}
                  />
                </th>
                {columns.map((column) => {
                  const sorted = sort.sort === column.key;
                  const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
                  return (
                    <th key={column.key} scope="col" aria-sort={sorted ? orderWords[sort.order] : undefined} className="p-2 font-medium">
                      <button
                        type="button"
                        onClick={() => onSort(column.key)}
                        className="inline-flex items-center gap-1 rounded-sm whitespace-nowrap outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        {column.label}
                        {sorted ? <Arrow aria-hidden="true" className="size-3.5" /> : null}
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <TableRow key={row.jobId} row={row} today={today} picked={picked.has(row.jobId)} onPick={(on) => toggle(row.jobId, on)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.hasNextPage ? (
        <Button variant="outline" className="justify-self-start" onClick={() => void table.fetchNextPage()} aria-disabled={table.isFetchingNextPage}>
          {table.isFetchingNextPage ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Show more ({total - rows.length} more)
        </Button>
      ) : null}
      {table.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {getErrorMessage(table.error)}
        </p>
      ) : null}
    </div>
  );
}

type TableRowProps = { row: ApplicationRow; today: string; picked: boolean; onPick: (on: boolean) => void };

function TableRow({ row, today, picked, onPick }: TableRowProps) {
  return (
    <tr className={picked ? 'border-b bg-accent/50 last:border-b-0' : 'border-b last:border-b-0'}>
      <td className="p-2">
        <Checkbox aria-label={`Pick ${row.title}`} checked={picked} onCheckedChange={(checked) => onPick(checked === true)} />
      </td>
      <td className="max-w-64 p-2 font-medium [overflow-wrap:anywhere]">
        <ApplicationLink jobId={row.jobId} title={row.title} />
        {row.typedIn ? <span className="block text-xs font-normal text-muted-foreground">{typedInSourceLabel}</span> : null}
      </td>
      <td className="max-w-48 p-2 [overflow-wrap:anywhere]">{row.company}</td>
      <td className="p-2">
        <span className="whitespace-nowrap">{jobStatusLabels[row.status]}</span>
        {row.stage ? <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{row.stage.name}</span> : null}
      </td>
      <td className="p-2 whitespace-nowrap">{formatDateOf(row.inColumnSince)}</td>
      <td className="p-2">{row.priority ? applicationPriorityLabels[row.priority] : ''}</td>
      <td className="p-2 whitespace-nowrap">{row.excitement === null ? '' : `${row.excitement} of ${excitementScale.max}`}</td>
      <td className={row.deadline && row.deadline < today ? 'p-2 font-medium whitespace-nowrap text-destructive' : 'p-2 whitespace-nowrap'}>
        {row.deadline ? deadlineText(row.deadline, today) : ''}
      </td>
      <td className="p-2 whitespace-nowrap">{formatDateOf(row.savedAt)}</td>
    </tr>
  );
}
