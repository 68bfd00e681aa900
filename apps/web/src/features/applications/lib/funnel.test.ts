import type { FunnelStep } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import { formatConversion, formatMedianDays, funnelCaption, funnelRows } from './funnel';

const funnel: FunnelStep[] = [
  { stage: 'saved', count: 12, conversion: null, medianDays: null },
  { stage: 'applied', count: 5, conversion: 5 / 12, medianDays: 3.25 },
  { stage: 'interviewing', count: 2, conversion: 0.4, medianDays: 12.6 },
  { stage: 'offered', count: 0, conversion: 0, medianDays: null },
];

describe('formatConversion', () => {
  it('writes a share as a whole percentage, clamped to 0–100%, and keeps null', () => {
    expect(formatConversion(5 / 12)).toBe('42%');
    expect(formatConversion(0)).toBe('0%');
    expect(formatConversion(1)).toBe('100%');
    expect(formatConversion(1.2)).toBe('100%');
    expect(formatConversion(null)).toBeNull();
    expect(formatConversion(Number.NaN)).toBeNull();
  });
});

describe('formatMedianDays', () => {
  it('keeps a tenth below ten days, whole days above, one day singular, and null', () => {
    expect(formatMedianDays(3.25)).toBe('3.3 days');
    expect(formatMedianDays(1)).toBe('1 day');
    expect(formatMedianDays(0)).toBe('under a day');
    expect(formatMedianDays(0.04)).toBe('under a day');
    expect(formatMedianDays(12.6)).toBe('13 days');
    expect(formatMedianDays(null)).toBeNull();
    expect(formatMedianDays(-1)).toBeNull();
  });
});

describe('funnelRows', () => {
  it('labels each stage in pipeline order with its count, conversion and median time, short under the bar', () => {
    const rows = funnelRows([...funnel].reverse());
    expect(rows).toEqual([
      { stage: 'saved', label: 'Saved', count: 12, conversion: null, medianDays: null, axisLabel: 'Saved' },
      { stage: 'applied', label: 'Applied', count: 5, conversion: '42%', medianDays: '3.3 days', axisLabel: 'Applied\n42%\n3.3 days' },
      { stage: 'interviewing', label: 'Interviewing', count: 2, conversion: '40%', medianDays: '13 days', axisLabel: 'Interviewing\n40%\n13 days' },
      { stage: 'offered', label: 'Offered', count: 0, conversion: '0%', medianDays: null, axisLabel: 'Offered\n0%' },
    ]);
  });

  it('has no funnel when nothing is saved', () => {
    expect(funnelRows([])).toBeNull();
    expect(funnelRows([{ stage: 'saved', count: 0, conversion: null, medianDays: null }])).toBeNull();
  });
});

describe('funnelCaption', () => {
  it('says in words how far the saved jobs got, and that filters do not change it', () => {
    expect(funnelCaption(funnelRows(funnel)!)).toBe(
      'Of your 12 saved jobs (all of them, whatever the filters), 5 reached Applied, 2 Interviewing and 0 Offered. ' +
        'Conversion and median time are from the stage before.',
    );
    expect(funnelCaption(funnelRows([{ stage: 'saved', count: 1, conversion: null, medianDays: null }])!)).toMatch(/^Of your 1 saved job \(/);
  });
});
