import { z } from 'zod/mini';

export const salaryPeriods = ['year', 'month', 'week', 'day', 'hour'] as const;

/** Pay stated per period, made yearly: full-time hours and working days in a year (40 h × 52 weeks, 5 days × 52 weeks). */
export const periodsPerYear: Record<(typeof salaryPeriods)[number], number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

/**
 * What an amount that is not base pay is: on-target earnings (base plus expected commission: "OTE", "on
 * target") or total pay ("total compensation", "earnings"). Shown with its name, never as base pay.
 */
export const salaryBases = ['ote', 'total'] as const;
export type SalaryBasis = (typeof salaryBases)[number];

export const salaryRangeSchema = z.object({
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
  currency: z.nullable(z.string()).check(z.describe('ISO 4217 code, e.g. USD')),
  period: z.nullable(z.enum(salaryPeriods)),
  basis: z.optional(z.enum(salaryBases)).check(z.describe('Set only when the amount is not base pay: on-target earnings or total pay')),
});
export type SalaryRange = z.infer<typeof salaryRangeSchema>;
