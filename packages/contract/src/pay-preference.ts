import { z } from 'zod/mini';
import { periodsPerYear } from './salary';

/** The periods a person states the pay they want in. */
export const payPeriods = ['year', 'month', 'hour'] as const;
export type PayPeriod = (typeof payPeriods)[number];
export const payPeriodLabels: Record<PayPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

/**
 * Where the salary slider ends for each period unless a typed figure is higher (a yen or rupee salary is), and
 * the figure one step of it moves by near the top; the spec's slider is 0–2,000,000 a year.
 */
export const payScales: Record<PayPeriod, { max: number; step: number }> = {
  year: { max: 2_000_000, step: 1_000 },
  month: { max: 200_000, step: 100 },
  hour: { max: 1_000, step: 1 },
};

/** The most any figure may be a year: more than a year's pay in the smallest-unit currency anyone is paid in. */
export const largestPayFigure = 100_000_000_000;
/** The most a figure may be per a period: a year's most, said per it. */
export const largestPayFor = (period: PayPeriod) => Math.floor(largestPayFigure / periodsPerYear[period]);

/** Whole units or cents: "12.50" an hour is pay, "12.505" is not. */
const inCents = (figure: number) => Math.abs(figure * 100 - Math.round(figure * 100)) < 1e-6;
const figure = z.number().check(z.gte(0, 'must not be below 0'), z.lte(largestPayFigure), z.refine(inCents, 'must be whole or in cents'));

const currencies: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
export const isCurrencyCode = (code: string) => currencies.has(code);

/**
 * The pay a person wants: from and up to, in a currency, per a period. Saved before issue 70 without the last
 * two, which were then dollars a year (the spec's "Salary Range (USD)").
 */
export const payPreferenceSchema = z
  .object({
    min: figure,
    max: figure,
    currency: z.optional(z.string().check(z.refine(isCurrencyCode, 'must be a currency code such as USD or EUR'))),
    period: z.optional(z.enum(payPeriods)),
  })
  .check(
    z.refine((pay) => pay.max <= largestPayFor(pay.period ?? 'year'), { message: 'is more than anyone is paid per that period', path: ['max'] }),
    z.describe('The pay wanted: min and max in the currency (ISO 4217, USD when absent) per period (year when absent)'),
  );
export type PayPreference = z.infer<typeof payPreferenceSchema>;

/** The currency and period a pay preference is in, those of one saved before they were asked filled in. */
export const payTerms = (pay: PayPreference) => ({ currency: pay.currency ?? 'USD', period: pay.period ?? 'year' });

/** The preference as a year's pay, to compare with a posting's yearly salary. */
export function yearlyPay(pay: PayPreference): { min: number; max: number; currency: string } {
  const { currency, period } = payTerms(pay);
  return { min: pay.min * periodsPerYear[period], max: pay.max * periodsPerYear[period], currency };
}
