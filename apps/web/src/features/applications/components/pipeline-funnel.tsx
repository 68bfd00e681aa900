import type { FunnelStep } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import { cn } from '@/lib/cn';
import { funnelCaption, funnelRows, funnelSummary } from '../lib/funnel';

const chartHeight = 200;

/** A missing figure, shown as a dash and read as "none". */
function Missing() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </>
  );
}

/**
 * Issue 26: how far the saved jobs got (saved → applied → interviewing → offered), with each step's
 * conversion and median time. Folded to one line until opened (issue 50): the board is what the page is for.
 */
export function PipelineFunnel({ funnel }: { funnel: FunnelStep[] }) {
  const rows = useMemo(() => funnelRows(funnel), [funnel]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const chart = useMemo(
    () =>
      rows && {
        values: rows.map((row) => row.count),
        x: { kind: 'categories' as const, labels: rows.map((row) => row.axisLabel) },
        yLabel: 'Jobs',
        height: chartHeight,
      },
    [rows],
  );
  if (!rows || !chart) return null;
  return (
    <div className="grid gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-4 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 transition-transform motion-reduce:transition-none', !open && '-rotate-90')} />
        <span className="font-medium">Pipeline funnel</span>
        <span className="text-muted-foreground tabular-nums">{funnelSummary(rows)}</span>
      </button>
      {open ? <FunnelFigure id={id} rows={rows} chart={chart} /> : null}
    </div>
  );
}

type FunnelFigureProps = { id: string; rows: NonNullable<ReturnType<typeof funnelRows>>; chart: Parameters<typeof ChartFigure>[0]['chart'] };

/** The funnel opened: its chart and the same numbers as a table. */
function FunnelFigure({ id, rows, chart }: FunnelFigureProps) {
  return (
    <ChartFigure id={id} title="Pipeline funnel" caption={funnelCaption(rows)} chart={chart}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" aria-label="Pipeline funnel by stage">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Stage
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Jobs
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Conversion
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Median time
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.stage} className="border-t">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {row.label}
                </th>
                <td className="py-1 pr-3 text-right">{row.count}</td>
                <td className="py-1 pr-3 text-right">{row.conversion ?? <Missing />}</td>
                <td className="py-1 text-right">{row.medianDays ?? <Missing />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartFigure>
  );
}
