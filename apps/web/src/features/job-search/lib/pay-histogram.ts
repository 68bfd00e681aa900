import { salaryPeriods, type SavedJob, type SalaryRange } from '@seeker/contract';

export type PayPeriod = (typeof salaryPeriods)[number];

/** Fewer results than this stating pay make no histogram. */
export const minPayForChart = 3;

/** A job's pay as one figure: the midpoint when both ends are stated, else the one stated; null when none is (or it is no positive number). */
export function payFigure(range: SalaryRange | null): number | null {
  const min = positive(range?.min);
  const max = positive(range?.max);
  if (min !== null && max !== null) return (min + max) / 2;
  return min ?? max;
}

export type PayGroup = {
  currency: string;
  period: PayPeriod;
  /** Each job's figure in that currency and period, in result order. */
  values: number[];
  /** Every result, stating pay or not. */
  total: number;
};

/**
 * The (currency, period) pair most results state pay in, with their figures. Pay without a currency or a
 * period is left out (there are no exchange rates, and a bare figure may be per month): nothing is guessed;
 * so is pay that is not base pay (on-target earnings, total pay).
 * On a tie the preferences' period (a year) comes first, then the longer period, then the currency A–Z.
 * Null when no result states a figure, a currency and a period.
 */
export function choosePayGroup(jobs: Pick<SavedJob, 'salaryRange'>[]): PayGroup | null {
  const groups = new Map<string, { currency: string; period: PayPeriod; values: number[] }>();
  for (const { salaryRange } of jobs) {
    const figure = payFigure(salaryRange);
    const currency = salaryRange?.currency?.trim();
    const period = salaryRange?.period;
    // Base pay only: on-target earnings or total pay beside it would skew the chart.
    if (figure === null || !currency || !period || salaryRange?.basis) continue;
    const key = `${currency} ${period}`;
    const group = groups.get(key) ?? { currency, period, values: [] };
    group.values.push(figure);
    groups.set(key, group);
  }
  const [best] = [...groups.values()].sort(
    (a, b) =>
      b.values.length - a.values.length || salaryPeriods.indexOf(a.period) - salaryPeriods.indexOf(b.period) || a.currency.localeCompare(b.currency),
  );
  return best ? { ...best, total: jobs.length } : null;
}

const periodWords: Record<PayPeriod, string> = { year: 'year', month: 'month', week: 'week', day: 'day', hour: 'hour' };

/** "9 of 12 results state pay in USD per year; others left out" (no "others" when every result does). */
export function payGroupSentence(group: Pick<PayGroup, 'currency' | 'period' | 'values' | 'total'>): string {
  const stated = group.values.length;
  const head = `${stated} of ${group.total} ${group.total === 1 ? 'result states' : 'results state'} pay in ${group.currency} per ${periodWords[group.period]}`;
  return stated < group.total ? `${head}; others left out.` : `${head}.`;
}

/** Why there is no chart, or null when there is one. */
export function noChartSentence(group: PayGroup | null): string | null {
  if (!group) return 'No result states its pay with a currency and a period, so there is no pay chart.';
  if (group.values.length >= minPayForChart) return null;
  return `Too few results state pay for a chart: ${payGroupSentence(group).replace(/; others left out\.$|\.$/, '')}.`;
}

export type PayBin = { from: number; to: number; count: number };

const niceMultiples = [1, 2, 2.5, 5];
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** Bins from the first step below `low` for `count` steps. */
function binsFrom(values: number[], step: number, first: number, count: number): PayBin[] {
  const bins = Array.from({ length: count }, (_, index) => ({ from: tidy((first + index) * step), to: tidy((first + index + 1) * step), count: 0 }));
  for (const value of values) {
    const index = Math.min(Math.max(Math.floor(value / step + 1e-9) - first, 0), count - 1);
    bins[index]!.count += 1;
  }
  return bins;
}

/**
 * Equal bins on round edges (a step of 1, 2, 2.5 or 5 times a power of ten) that hold every value, as close
 * to `target` bins (8–12 where the spread allows) as the round steps come; each bin holds from ≤ value < to.
 * One value alone (or all alike) sits in the middle of `target` bins of about a tenth of it.
 */
export function payBins(values: number[], target = 10): PayBin[] {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return [];
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  if (high === low) {
    const step = niceStepNear(Math.abs(low) / target || 1);
    const first = Math.floor(low / step + 1e-9) - Math.floor(target / 2);
    const start = low >= 0 ? Math.max(first, 0) : first;
    return binsFrom(finite, step, start, target);
  }
  const magnitude = Math.floor(Math.log10((high - low) / target));
  const candidates = [magnitude - 1, magnitude, magnitude + 1].flatMap((power) => niceMultiples.map((multiple) => tidy(multiple * 10 ** power)));
  const sized = candidates.map((step) => {
    const first = Math.floor(low / step + 1e-9);
    return { step, first, count: Math.floor(high / step + 1e-9) - first + 1 };
  });
  const within = (count: number) => (count >= 8 && count <= 12 ? 0 : 1);
  const [best] = sized.sort(
    (a, b) => within(a.count) - within(b.count) || Math.abs(a.count - target) - Math.abs(b.count - target) || b.step - a.step,
  );
  return binsFrom(finite, best!.step, best!.first, best!.count);
}

function niceStepNear(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const multiple = niceMultiples.find((candidate) => candidate * power >= rough) ?? 10;
  return tidy(multiple * power);
}

/** Currencies whose amounts the ranking compares with the user's range as they are (as about a dollar's size); the agents' largeUnitCurrencies. */
const dollarSizedCurrencies = new Set(['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD']);

/** What the preferences say of pay: the range (yearly, entered in US dollars) and whether it was ever saved. */
export type SalaryPreference = { saved: boolean; salaryRange: { min: number; max: number } };

export type PayBand = { from: number; to: number; note: string };
export type BandDecision = { band: PayBand; reason: null } | { band: null; reason: string };

/**
 * The user's salary range as a band over the chart, compared as the ranking compares it: a year's pay in
 * US dollars (spec: "Salary Range (USD)"), set when its maximum is above 0, against yearly pay in a
 * currency of about a dollar's size, as it is (no exchange rates). Anything else: no band, and why.
 */
export function salaryBand(group: Pick<PayGroup, 'currency' | 'period'>, preference: SalaryPreference): BandDecision {
  const { min, max } = preference.salaryRange;
  if (!preference.saved || max <= 0) return { band: null, reason: 'Set a salary range in your preferences to see it here.' };
  if (group.period !== 'year')
    return { band: null, reason: `Your salary range is a year's pay, so it is not drawn over pay per ${periodWords[group.period]}.` };
  if (!dollarSizedCurrencies.has(group.currency.toUpperCase()))
    return {
      band: null,
      reason: `Your salary range is in US dollars and there are no exchange rates here, so it is not drawn over pay in ${group.currency}.`,
    };
  const range = `${formatPay(min, 'USD')}–${formatPay(max, 'USD')} a year`;
  const note =
    group.currency.toUpperCase() === 'USD'
      ? `Shaded: your salary range, ${range}.`
      : `Shaded: your salary range, ${range}, set in US dollars and compared with ${group.currency} as it is (as the ranking does).`;
  return { band: { from: min, to: max, note }, reason: null };
}

/** Where the band lies against the bins: a sentence when it misses them all (nothing would be shaded), else null. */
export function bandOutsideSentence(band: Pick<PayBand, 'from' | 'to'>, bins: PayBin[]): string | null {
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last) return null;
  if (band.from >= last.to) return 'Your range lies above all of this pay.';
  if (band.to < first.from) return 'Your range lies below all of this pay.';
  return null;
}

/**
 * Compact money ("$120K", "€45.5", "₹1.2M") with as many decimals as the amount needs (up to 3), so round
 * bin edges such as 100,250 stay exact ("$100.25K"); a code Intl does not know is written after the figure.
 */
export function formatPay(amount: number, currency: string): string {
  const size = Math.abs(amount);
  const unit = size >= 1e12 ? 1e12 : size >= 1e9 ? 1e9 : size >= 1e6 ? 1e6 : size >= 1e3 ? 1e3 : 1;
  const digits = decimalsOf(amount / unit);
  const options = { notation: 'compact', maximumFractionDigits: digits } as const;
  try {
    return new Intl.NumberFormat('en-US', { ...options, style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat('en-US', options).format(amount)} ${currency}`;
  }
}

function decimalsOf(value: number, most = 3): number {
  for (let digits = 0; digits < most; digits += 1) if (Math.abs(Math.round(value * 10 ** digits) - value * 10 ** digits) < 1e-6) return digits;
  return most;
}

/** A bin as words for its table row: "$100K–$110K". */
export function binLabel(bin: PayBin, currency: string): string {
  return `${formatPay(bin.from, currency)}–${formatPay(bin.to, currency)}`;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
