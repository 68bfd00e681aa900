import { z } from 'zod';

export const salaryPeriods = ['year', 'month', 'week', 'day', 'hour'] as const;

export const salaryRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: z.string().nullable().describe('ISO 4217 code, e.g. USD'),
  period: z.enum(salaryPeriods).nullable(),
});
export type SalaryRange = z.infer<typeof salaryRangeSchema>;
