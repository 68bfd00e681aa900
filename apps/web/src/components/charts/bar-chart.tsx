import { useEffect, useRef, useSyncExternalStore } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// The one module that imports uPlot: only chart-figure.tsx loads it, lazily, so no screen's first chunk carries it.

/** Bars for named categories (a label each, "\n" for a second line) or for equal bins of a number axis. */
export type BarAxis =
  | {
      kind: 'categories';
      labels: string[];
      /**
       * Label only as many categories as fit (every second, third… counted back from the last, which is
       * always labelled) instead of every one: for long runs such as weeks. Off by default.
       */
      thinLabels?: boolean;
    }
  | {
      kind: 'bins';
      /** The bins' n + 1 edges, ascending, equally spaced. */
      edges: number[];
      /** What to write at each edge. */
      edgeLabels: string[];
    };

export type BarChartProps = {
  /** Bar heights (counts), left to right; null is a gap (nothing known there), never drawn as 0. */
  values: (number | null)[];
  x: BarAxis;
  /**
   * A shaded span (clipped to the plot), e.g. the user's range on a bin axis; on a category axis category i
   * spans i − 0.5 to i + 0.5.
   */
  band?: { from: number; to: number } | null;
  /** Names the y axis. */
  yLabel: string;
  /** CSS pixels; fixed, so nothing moves when the chart arrives. */
  height: number;
};

type Colours = { bar: string; text: string; grid: string; band: string; bandEdge: string; font: string };

/** The theme's colours as the document has them now (light or dark), read when the chart is drawn. */
function themeColours(): Colours {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const family = getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
  return {
    bar: read('--primary', '#1d4ed8'),
    text: read('--muted-foreground', '#475569'),
    grid: read('--border', '#e2e8f0'),
    band: read('--foreground', '#0f172a'),
    bandEdge: read('--muted-foreground', '#475569'),
    font: `12px ${family}`,
  };
}

/** The root element's class list: it changes when the theme does (lib/theme.tsx puts "dark" or "light" there). */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
  return () => observer.disconnect();
}
const themeSnapshot = () => document.documentElement.className;

const countIncrs = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];

/** How many slots a label needs: 1 if every one fits, else 2, 3… (a label is about 7 px a character, its longest line). */
function labelEvery(chart: uPlot, slots: number, labels: string[]): number {
  const plotWidth = chart.bbox.width / uPlot.pxRatio;
  const slotWidth = plotWidth / Math.max(slots, 1);
  const longest = Math.max(0, ...labels.flatMap((label) => label.split('\n').map((line) => line.length)));
  return Math.max(1, Math.ceil((longest * 7 + 12) / slotWidth));
}

/** The edges to label: every one if they fit, else every second, third… */
function edgeSplits(chart: uPlot, edges: number[], labels: string[]): number[] {
  const every = labelEvery(chart, edges.length - 1, labels);
  return edges.filter((_, index) => index % every === 0);
}

/** The categories to label: every one unless thinned, then as many as fit, counted back from the last. */
function categorySplits(chart: uPlot, labels: string[], thin: boolean): number[] {
  const every = thin ? labelEvery(chart, labels.length, labels) : 1;
  return labels.map((_, index) => index).filter((index) => (labels.length - 1 - index) % every === 0);
}

function chartOptions({ x, band, yLabel, height }: BarChartProps, width: number, colours: Colours): uPlot.Options {
  const categories = x.kind === 'categories';
  const axis = { stroke: colours.text, font: colours.font, ticks: { show: false }, grid: { show: false } };
  const drawBand = (chart: uPlot) => {
    if (!band) return;
    const { ctx } = chart;
    const { left, top, width: plotWidth, height: plotHeight } = chart.bbox;
    const from = Math.max(chart.valToPos(band.from, 'x', true), left);
    const to = Math.min(chart.valToPos(band.to, 'x', true), left + plotWidth);
    if (to <= from) return;
    ctx.save();
    ctx.globalAlpha = 0.1;
    ctx.fillStyle = colours.band;
    ctx.fillRect(from, top, to - from, plotHeight);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = colours.bandEdge;
    ctx.lineWidth = uPlot.pxRatio;
    ctx.setLineDash([4 * uPlot.pxRatio, 3 * uPlot.pxRatio]);
    ctx.beginPath();
    for (const edge of [from, to]) {
      if (edge <= left || edge >= left + plotWidth) continue;
      ctx.moveTo(edge, top);
      ctx.lineTo(edge, top + plotHeight);
    }
    ctx.stroke();
    ctx.restore();
  };
  const xAxis: uPlot.Axis =
    x.kind === 'categories'
      ? {
          ...axis,
          // 15 px a line of text, and room for the gap above.
          size: 13 + 15 * Math.max(...x.labels.map((label) => label.split('\n').length)),
          splits: (chart) => categorySplits(chart, x.labels, x.thinLabels ?? false),
          values: (_chart, splits) => splits.map((split) => x.labels[split] ?? ''),
        }
      : {
          ...axis,
          size: 28,
          splits: (chart) => edgeSplits(chart, x.edges, x.edgeLabels),
          values: (_chart, splits) => splits.map((split) => x.edgeLabels[x.edges.indexOf(split)] ?? ''),
        };
  const xRange: uPlot.Range.MinMax = categories ? [-0.5, x.labels.length - 0.5] : [x.edges[0] ?? 0, x.edges.at(-1) ?? 1];
  return {
    width,
    height,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: false, range: () => xRange },
      y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      xAxis,
      {
        ...axis,
        grid: { show: true, stroke: colours.grid, width: 1 },
        size: 40,
        incrs: countIncrs,
        values: (_chart, splits) => splits.map(String),
        label: yLabel,
        labelSize: 18,
        labelFont: colours.font,
      },
    ],
    series: [
      {},
      {
        label: yLabel,
        fill: colours.bar,
        stroke: colours.bar,
        width: 0,
        points: { show: false },
        // Categories: bars of 60% of a slot (at most 96 px); bins: touching but for a hairline.
        paths: uPlot.paths.bars?.({ size: categories ? [0.6, 96] : [0.94, Infinity], align: 0 }),
      },
    ],
    hooks: { drawClear: [drawBand] },
  };
}

function xPositions(x: BarAxis): number[] {
  if (x.kind === 'categories') return x.labels.map((_, index) => index);
  return x.edges.slice(0, -1).map((edge, index) => (edge + x.edges[index + 1]!) / 2);
}

/**
 * Bars on a canvas (uPlot), for a <figure> whose table carries the same numbers: the canvas is hidden from
 * screen readers. Theme colours are read when drawn and again when the theme changes; the width follows
 * the container; the height is fixed. uPlot does not animate, so reduced motion needs nothing more.
 */
export function BarChart(props: BarChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const theme = useSyncExternalStore(subscribeToTheme, themeSnapshot);
  const { values, x, band, yLabel, height } = props;

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const spec = { values, x, band, yLabel, height };
    const chart = new uPlot(chartOptions(spec, element.clientWidth || 320, themeColours()), [xPositions(x), values], element);
    const resize = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0 && width !== chart.width) chart.setSize({ width, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
    // `theme` is read through the document (themeColours); it is here to redraw when it changes.
  }, [values, x, band, yLabel, height, theme]);

  return <div ref={holder} aria-hidden="true" data-chart="bars" className="w-full min-w-0 overflow-hidden" style={{ height }} />;
}
