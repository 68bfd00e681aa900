import type { BarChartProps } from '@/components/charts/bar-chart';

/** jsdom draws no canvas: what tests get for the lazily loaded uPlot chart (setup.ts), its input written out to look at (a gap as "null"). */
export function BarChart({ values, x, band, height }: BarChartProps) {
  return (
    <div
      aria-hidden="true"
      data-testid="bar-chart"
      data-values={values.map(String).join(',')}
      data-labels={(x.kind === 'categories' ? x.labels : x.edgeLabels).join('|')}
      data-band={band ? `${band.from}-${band.to}` : ''}
      style={{ height }}
    />
  );
}
