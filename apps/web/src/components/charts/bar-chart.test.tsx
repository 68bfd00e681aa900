import { act, render } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

// setup.ts gives every test a stand-in for this module (jsdom has no canvas); here it is the real one, over a fake uPlot.
vi.unmock('@/components/charts/bar-chart');

type FakePlot = {
  opts: uPlot.Options;
  data: number[][];
  target: HTMLElement;
  width: number;
  sizes: { width: number; height: number }[];
  destroyed: boolean;
  bbox: { left: number; top: number; width: number; height: number };
  ctx: Record<string, unknown>;
  valToPos: (value: number) => number;
};

const plots = vi.hoisted(() => [] as FakePlot[]);

vi.mock('uplot', () => {
  class Fake {
    static pxRatio = 1;
    static paths = { bars: (options: unknown) => ({ bars: options }) };
    sizes: { width: number; height: number }[] = [];
    destroyed = false;
    bbox = { left: 40, top: 0, width: 300, height: 150 };
    ctx = {
      save: vi.fn(),
      restore: vi.fn(),
      fillRect: vi.fn(),
      setLineDash: vi.fn(),
      beginPath: vi.fn(),
      moveTo: vi.fn(),
      lineTo: vi.fn(),
      stroke: vi.fn(),
    };
    width: number;
    constructor(
      public opts: uPlot.Options,
      public data: number[][],
      public target: HTMLElement,
    ) {
      this.width = opts.width;
      plots.push(this as unknown as FakePlot);
    }
    // One x unit is one pixel, from the plot's left.
    valToPos(value: number) {
      return 40 + value;
    }
    setSize(size: { width: number; height: number }) {
      this.sizes.push(size);
      this.width = size.width;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: Fake };
});

let resized: ResizeObserverCallback | undefined;
const disconnect = vi.fn();

beforeEach(() => {
  plots.length = 0;
  resized = undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        resized = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  const theme = document.createElement('style');
  theme.textContent =
    ':root { --primary: rgb(29, 78, 216); --border: rgb(226, 232, 240); } .dark { --primary: rgb(96, 165, 250); --border: rgb(30, 41, 59); }';
  document.head.replaceChildren(theme);
});

const funnel = {
  values: [12, 5, 2, 1],
  x: { kind: 'categories' as const, labels: ['Saved', 'Applied\n42%', 'Interviewing', 'Offered'] },
  yLabel: 'Jobs',
  height: 200,
};
const latest = () => plots.at(-1)!;
const axisValues = (plot: FakePlot, axis: number, splits: number[]) =>
  (plot.opts.axes![axis]!.values as (self: unknown, splits: number[]) => string[])(plot, splits);

describe('BarChart', () => {
  it('draws the bars into a box of fixed height hidden from screen readers, in the theme’s colours', () => {
    const { container } = render(<BarChart {...funnel} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveStyle({ height: '200px' });
    const plot = latest();
    expect(plot.target).toBe(box);
    expect(plot.opts.height).toBe(200);
    expect(plot.data).toEqual([
      [0, 1, 2, 3],
      [12, 5, 2, 1],
    ]);
    expect(plot.opts.series[1]).toMatchObject({ fill: 'rgb(29, 78, 216)', stroke: 'rgb(29, 78, 216)' });
    expect(plot.opts.axes![1]!.grid).toMatchObject({ stroke: 'rgb(226, 232, 240)' });
    expect(axisValues(plot, 0, [0, 1, 2, 3])).toEqual(funnel.x.labels);
    const yRange = plot.opts.scales!.y!.range as (self: unknown, min: number, max: number) => [number, number];
    expect(yRange(plot, 1, 12)[0]).toBe(0);
    // No cursor, legend or selection: the numbers are in the figure's table.
    expect(plot.opts.cursor).toMatchObject({ show: false });
    expect(plot.opts.legend).toMatchObject({ show: false });
  });

  it('draws again in the dark theme’s colours when the theme changes', async () => {
    render(<BarChart {...funnel} />);
    const light = latest();
    await act(async () => {
      document.documentElement.classList.add('dark');
      await Promise.resolve();
    });
    expect(light.destroyed).toBe(true);
    expect(latest()).not.toBe(light);
    expect(latest().opts.series[1]).toMatchObject({ fill: 'rgb(96, 165, 250)' });
  });

  it('follows its container’s width (a phone’s 390 px) at the same height, and cleans up when it goes', () => {
    const { unmount } = render(<BarChart {...funnel} />);
    act(() => resized?.([{ contentRect: { width: 358.6 } } as ResizeObserverEntry], {} as ResizeObserver));
    expect(latest().sizes).toEqual([{ width: 358, height: 200 }]);
    unmount();
    expect(latest().destroyed).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('puts bins’ bars at their centres, labels as many edges as fit, and shades the band clipped to the plot', () => {
    const edges = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210, 220];
    const edgeLabels = edges.map((edge) => `$${edge}K`);
    render(
      <BarChart
        values={[1, 0, 2, 0, 0, 1, 0, 0, 0, 1, 0, 1]}
        x={{ kind: 'bins', edges, edgeLabels }}
        band={{ from: -10, to: 130 }}
        yLabel="Jobs"
        height={180}
      />,
    );
    const plot = latest();
    expect(plot.data[0]).toEqual([105, 115, 125, 135, 145, 155, 165, 175, 185, 195, 205, 215]);
    // 300 px for 12 bins is 25 px a bin: a 5-character label (47 px) needs every second edge.
    const splits = (plot.opts.axes![0]!.splits as (self: unknown) => number[])(plot);
    expect(splits).toEqual([100, 120, 140, 160, 180, 200, 220]);
    expect(axisValues(plot, 0, splits)).toEqual(['$100K', '$120K', '$140K', '$160K', '$180K', '$200K', '$220K']);
    (plot.opts.hooks!.drawClear as ((self: unknown) => void)[])[0]!(plot);
    // From -10 (30 px, left of the plot: clipped to its edge at 40 px) to 130 (170 px), the plot's full height.
    expect(plot.ctx.fillRect).toHaveBeenCalledWith(40, 0, 130, 150);
  });

  it('leaves a gap for a null value instead of a bar of 0, and can shade a run of categories', () => {
    render(
      <BarChart
        values={[null, null, 0, 3]}
        x={{ kind: 'categories', labels: ['1 Nov', '8 Nov', '15 Nov', '22 Nov'] }}
        band={{ from: -0.5, to: 1.5 }}
        yLabel="Open roles"
        height={160}
      />,
    );
    const plot = latest();
    expect(plot.data).toEqual([
      [0, 1, 2, 3],
      [null, null, 0, 3],
    ]);
    (plot.opts.hooks!.drawClear as ((self: unknown) => void)[])[0]!(plot);
    // -0.5 is left of the plot (clipped to 40 px); 1.5 is at 41.5 px.
    expect(plot.ctx.fillRect).toHaveBeenCalledWith(40, 0, 1.5, 150);
  });

  it('labels every category unless asked to thin them, then as many as fit, the last always', () => {
    const labels = Array.from({ length: 12 }, (_, index) => `${index + 1} Nov`);
    const { rerender } = render(<BarChart values={labels.map(() => 1)} x={{ kind: 'categories', labels }} yLabel="Open roles" height={160} />);
    const splitsOf = (plot: FakePlot) => (plot.opts.axes![0]!.splits as (self: unknown) => number[])(plot);
    expect(splitsOf(latest())).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    rerender(<BarChart values={labels.map(() => 1)} x={{ kind: 'categories', labels, thinLabels: true }} yLabel="Open roles" height={160} />);
    // 300 px for 12 weeks is 25 px a week: a 6-character label (54 px) needs every third.
    const plot = latest();
    const splits = splitsOf(plot);
    expect(splits).toEqual([2, 5, 8, 11]);
    expect(axisValues(plot, 0, splits)).toEqual(['3 Nov', '6 Nov', '9 Nov', '12 Nov']);
  });

  it('shades nothing without a band', () => {
    render(<BarChart {...funnel} />);
    const plot = latest();
    (plot.opts.hooks!.drawClear as ((self: unknown) => void)[])[0]!(plot);
    expect(plot.ctx.fillRect).not.toHaveBeenCalled();
  });
});
