import { useMemo, useRef } from 'react';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Button } from '@/components/ui/button';
import { useOpenRoles } from '../api/get-open-roles';
import { useFirstSeen } from '../hooks/use-first-seen';
import { openRolesView, type OpenRolesRow } from '../lib/open-roles';

const chartHeight = 160;
/** The figure's height while its numbers load: caption, chart and padding, so nothing moves when they arrive. */
const skeletonHeight = chartHeight + 96;

function OpenRolesTable({ company, rows }: { company: string; rows: OpenRolesRow[] }) {
  return (
    <table className="sr-only">
      <caption>Open roles at {company} by week</caption>
      <thead>
        <tr>
          <th scope="col">Week ending</th>
          <th scope="col">Open roles</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.weekEnding}>
            <th scope="row">{row.label}</th>
            <td>{row.open ?? 'not known'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type OpenRolesChartProps = { sessionId: string; companyId: string; company: string };

/** A researched company's open roles in Seeker's index over the last weeks, fetched once its card is on screen. */
export function OpenRolesChart({ sessionId, companyId, company }: OpenRolesChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const seen = useFirstSeen(holder);
  const query = useOpenRoles({ sessionId, companyId }, { enabled: seen });
  const view = useMemo(() => (query.data ? openRolesView(query.data) : null), [query.data]);
  const chart = useMemo(
    () =>
      view?.kind === 'chart'
        ? {
            values: view.rows.map((row) => row.open),
            x: { kind: 'categories' as const, labels: view.rows.map((row) => row.axisLabel), thinLabels: true },
            band: view.unknownBand,
            yLabel: 'Open roles',
            height: chartHeight,
          }
        : null,
    [view],
  );

  let content = null;
  if (query.isError) {
    content = (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <p className="text-destructive">Open roles at {company} over time could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          Retry
        </Button>
      </div>
    );
  } else if (!view) {
    content = (
      <div aria-busy="true" data-testid="open-roles-loading" className="rounded-lg border p-4" style={{ height: skeletonHeight }}>
        <div aria-hidden="true" className="h-full animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
        <span className="sr-only">Loading open roles at {company}…</span>
      </div>
    );
  } else if (view.kind === 'sentence') {
    content = <p className="text-sm text-muted-foreground">{view.text}</p>;
  } else if (chart) {
    content = (
      <ChartFigure
        title={view.title}
        caption={
          <>
            Each bar is the postings open at the end of a week.
            {view.missing ? <> {view.missing}</> : null}
            {view.unknownBand ? ' The shaded weeks are not known.' : null}
          </>
        }
        chart={chart}
      >
        <OpenRolesTable company={company} rows={view.rows} />
      </ChartFigure>
    );
  }
  return (
    <div ref={holder} className="min-w-0">
      {content}
    </div>
  );
}
