import type { SalaryRange } from '@seeker/contract';
import { describe, expect, it } from 'vitest';
import {
  bandOutsideSentence,
  binLabel,
  choosePayGroup,
  formatPay,
  noChartSentence,
  payBins,
  payFigure,
  payGroupSentence,
  salaryBand,
  type PayGroup,
} from './pay-histogram';

const pay = (min: number | null, max: number | null, currency: string | null = 'USD', period: SalaryRange['period'] = 'year') => ({
  salaryRange: { min, max, currency, period },
});

describe('payFigure', () => {
  it('takes the midpoint of a range, else the one figure stated, else nothing', () => {
    expect(payFigure({ min: 100_000, max: 140_000, currency: 'USD', period: 'year' })).toBe(120_000);
    expect(payFigure({ min: 90_000, max: null, currency: 'USD', period: 'year' })).toBe(90_000);
    expect(payFigure({ min: null, max: 45, currency: 'USD', period: 'hour' })).toBe(45);
    expect(payFigure({ min: null, max: null, currency: 'USD', period: 'year' })).toBeNull();
    expect(payFigure(null)).toBeNull();
    // Zero or a negative figure states no pay.
    expect(payFigure({ min: 0, max: 80_000, currency: 'USD', period: 'year' })).toBe(80_000);
  });
});

describe('choosePayGroup', () => {
  it('picks the currency and period most results share, leaving out pay without a currency, a period or a figure', () => {
    const jobs = [
      pay(100_000, 120_000),
      pay(null, 90_000),
      pay(60_000, 80_000, 'EUR'),
      pay(50, 60, 'USD', 'hour'),
      pay(100_000, 120_000, null),
      pay(100_000, 120_000, 'USD', null),
      pay(null, null),
      { salaryRange: null },
    ];
    expect(choosePayGroup(jobs)).toEqual({ currency: 'USD', period: 'year', values: [110_000, 90_000], total: 8 });
  });

  it('breaks a tie for the year (the preferences’ period), then the longer period, then the currency A–Z', () => {
    expect(choosePayGroup([pay(40, 50, 'USD', 'hour'), pay(60_000, 70_000, 'USD', 'year')])).toMatchObject({ period: 'year' });
    expect(choosePayGroup([pay(40, 50, 'USD', 'hour'), pay(5_000, 6_000, 'USD', 'month')])).toMatchObject({ period: 'month' });
    expect(choosePayGroup([pay(90_000, null, 'USD'), pay(60_000, null, 'EUR')])).toMatchObject({ currency: 'EUR' });
  });

  it('charts base pay only: on-target earnings and total pay are left out', () => {
    const jobs = [pay(100_000, 120_000), { salaryRange: { ...pay(200_000, 300_000).salaryRange, basis: 'ote' as const } }];
    expect(choosePayGroup(jobs)).toEqual({ currency: 'USD', period: 'year', values: [110_000], total: 2 });
  });

  it('has no group when no result states usable pay', () => {
    expect(choosePayGroup([{ salaryRange: null }, pay(1, 2, null)])).toBeNull();
    expect(choosePayGroup([])).toBeNull();
  });
});

describe('the sentences', () => {
  const group = (stated: number, total: number): PayGroup => ({ currency: 'USD', period: 'year', values: Array(stated).fill(1), total });

  it('says how many of the results the chart counts, and that the others are left out', () => {
    expect(payGroupSentence(group(9, 12))).toBe('9 of 12 results state pay in USD per year; others left out.');
    expect(payGroupSentence(group(4, 4))).toBe('4 of 4 results state pay in USD per year.');
  });

  it('hides the chart with a reason when fewer than 3 results state pay', () => {
    expect(noChartSentence(null)).toBe('No result states its pay with a currency and a period, so there is no pay chart.');
    expect(noChartSentence(group(2, 12))).toBe('Too few results state pay for a chart: 2 of 12 results state pay in USD per year.');
    expect(noChartSentence(group(3, 12))).toBeNull();
  });
});

describe('payBins', () => {
  const summary = (values: number[]) => payBins(values).map((bin) => `${bin.from}–${bin.to}:${bin.count}`);

  it('cuts the spread into 8–12 equal bins on round edges, each value counted once (from ≤ value < to)', () => {
    const values = [98_000, 105_000, 110_000, 120_000, 135_000, 150_000, 150_000, 182_500];
    const bins = payBins(values);
    expect(bins.length).toBeGreaterThanOrEqual(8);
    expect(bins.length).toBeLessThanOrEqual(12);
    expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(values.length);
    const step = bins[0]!.to - bins[0]!.from;
    expect([1, 2, 2.5, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
    for (const [index, bin] of bins.entries()) {
      expect(bin.to - bin.from).toBe(step);
      expect(bin.from % step).toBe(0);
      if (index > 0) expect(bin.from).toBe(bins[index - 1]!.to);
    }
    expect(bins[0]!.from).toBeLessThanOrEqual(98_000);
    expect(bins.at(-1)!.to).toBeGreaterThan(182_500);
    expect(summary([100_000, 110_000, 150_000, 190_000])).toEqual([
      '100000–110000:1',
      '110000–120000:1',
      '120000–130000:0',
      '130000–140000:0',
      '140000–150000:0',
      '150000–160000:1',
      '160000–170000:0',
      '170000–180000:0',
      '180000–190000:0',
      '190000–200000:1',
    ]);
  });

  it('bins hourly pay on round fractions without floating-point drift', () => {
    const bins = payBins([38, 45, 52.5, 60]);
    expect(bins.map((bin) => bin.from)).toEqual([37.5, 40, 42.5, 45, 47.5, 50, 52.5, 55, 57.5, 60]);
    expect(bins.map((bin) => bin.count)).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
  });

  it('puts pay all alike in one bin among empty ones, and has no bins for no pay', () => {
    const bins = payBins([100_000, 100_000, 100_000]);
    expect(bins).toHaveLength(10);
    expect(bins.filter((bin) => bin.count > 0)).toEqual([{ from: 100_000, to: 110_000, count: 3 }]);
    expect(payBins([])).toEqual([]);
  });
});

describe('salaryBand', () => {
  const preference = { saved: true, salaryRange: { min: 60_000, max: 120_000 } };

  it('shades the range (a year’s pay in US dollars) over yearly pay in dollars', () => {
    expect(salaryBand({ currency: 'USD', period: 'year' }, preference)).toEqual({
      band: { from: 60_000, to: 120_000, note: 'Shaded: your salary range, $60K–$120K a year.' },
      reason: null,
    });
  });

  it('compares a currency of about a dollar’s size as it is, as the ranking does, and says so', () => {
    const { band } = salaryBand({ currency: 'EUR', period: 'year' }, preference);
    expect(band).toMatchObject({ from: 60_000, to: 120_000 });
    expect(band?.note).toBe('Shaded: your salary range, $60K–$120K a year, set in US dollars and compared with EUR as it is (as the ranking does).');
  });

  it('draws no band, and says why, for another period, a currency far from the dollar, or no range', () => {
    expect(salaryBand({ currency: 'USD', period: 'hour' }, preference)).toEqual({
      band: null,
      reason: "Your salary range is a year's pay, so it is not drawn over pay per hour.",
    });
    expect(salaryBand({ currency: 'INR', period: 'year' }, preference).reason).toBe(
      'Your salary range is in US dollars and there are no exchange rates here, so it is not drawn over pay in INR.',
    );
    expect(salaryBand({ currency: 'USD', period: 'year' }, { saved: true, salaryRange: { min: 0, max: 0 } }).reason).toBe(
      'Set a salary range in your preferences to see it here.',
    );
    expect(salaryBand({ currency: 'USD', period: 'year' }, { ...preference, saved: false }).band).toBeNull();
  });

  it('says when the range misses every bin', () => {
    const bins = payBins([100_000, 150_000]);
    expect(bandOutsideSentence({ from: 200_000, to: 300_000 }, bins)).toBe('Your range lies above all of this pay.');
    expect(bandOutsideSentence({ from: 10_000, to: 50_000 }, bins)).toBe('Your range lies below all of this pay.');
    expect(bandOutsideSentence({ from: 60_000, to: 120_000 }, bins)).toBeNull();
  });
});

describe('formatPay', () => {
  it('writes compact money exact to round bin edges, and a code Intl does not know after the figure', () => {
    expect(formatPay(120_000, 'USD')).toBe('$120K');
    expect(formatPay(100_250, 'USD')).toBe('$100.25K');
    expect(formatPay(45.5, 'USD')).toBe('$45.5');
    expect(formatPay(1_200_000, 'INR')).toBe('₹1.2M');
    expect(formatPay(60_000, 'EUR')).toBe('€60K');
    expect(formatPay(60_000, 'US$')).toBe('60K US$');
    expect(binLabel({ from: 100_000, to: 110_000, count: 2 }, 'USD')).toBe('$100K–$110K');
  });
});
