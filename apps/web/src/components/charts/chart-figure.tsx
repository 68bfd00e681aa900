import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { BarChartProps } from './bar-chart';

// uPlot and its CSS come with this chunk, fetched the first time a chart is shown.
const BarChart = lazy(() => import('./bar-chart').then((module) => ({ default: module.BarChart })));

/** Holds the chart's place (same height) while its code downloads. */
function ChartSkeleton({ height }: { height: number }) {
  return <div aria-hidden="true" data-chart="loading" className="animate-pulse rounded-md bg-muted motion-reduce:animate-none" style={{ height }} />;
}

type BoundaryProps = { height: number; children: ReactNode };

/** A chart whose code cannot be fetched (offline) leaves a note in its place; the figure's table still has the numbers. */
class ChartLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Could not load the chart', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="grid place-items-center rounded-md border border-dashed text-sm text-muted-foreground" style={{ height: this.props.height }}>
        The chart could not be drawn.
      </p>
    );
  }
}

type ChartFigureProps = {
  /** The figure's name, first in its caption. */
  title: string;
  /** What the chart shows and leaves out, in sentences, after the title. */
  caption: ReactNode;
  chart: BarChartProps;
  /** The same numbers as a table (visible or sr-only): a canvas says nothing to a screen reader. */
  children: ReactNode;
  className?: string;
  /** The figure's id, for a control that shows or hides it. */
  id?: string;
};

/** A bar chart in a <figure>: caption, the lazily loaded canvas (a skeleton of the same height until then), the table. */
export function ChartFigure({ title, caption, chart, children, className, id: figureId }: ChartFigureProps) {
  const id = useId();
  // Named by its title and described by the rest of the caption (not every screen reader names a figure from its <figcaption>).
  return (
    <figure
      id={figureId}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-caption`}
      className={cn('grid min-w-0 gap-3 rounded-lg border bg-card p-4 text-card-foreground', className)}
    >
      <figcaption className="grid gap-1 text-sm">
        <span id={`${id}-title`} className="font-medium">
          {title}
        </span>
        <span id={`${id}-caption`} className="text-muted-foreground">
          {caption}
        </span>
      </figcaption>
      <ChartLoadBoundary height={chart.height}>
        <Suspense fallback={<ChartSkeleton height={chart.height} />}>
          <BarChart {...chart} />
        </Suspense>
      </ChartLoadBoundary>
      {children}
    </figure>
  );
}
