import type { FunnelStep } from '@seeker/contract';
import { useMemo } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import { funnelCaption, funnelRows } from '../lib/funnel';

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

/** Issue 26: how far the saved jobs got (saved → applied → interviewing → offered), with each step's conversion and median time. */
export function PipelineFunnel({ funnel }: { funnel: FunnelStep[] }) {
  const rows = useMemo(() => funnelRows(funnel), [funnel]);
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
    <ChartFigure title="Pipeline funnel" caption={funnelCaption(rows)} chart={chart}>
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
