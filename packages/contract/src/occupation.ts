import { z } from 'zod/mini';

/** The ESCO occupation a job title was found to name (decision 0046), shown beside the title; absent without an index. */
export const foundOccupationSchema = z.object({
  id: z.string().check(z.describe('The ESCO occupation URI')),
  label: z.string().check(z.describe('ESCO\'s English preferred label, e.g. "warehouse worker"')),
  isco: z.string().check(z.describe('The ISCO-08 unit group (4 digits)')),
  confidence: z.number().check(z.describe('0–1: how much of the title and of the matched ESCO or O*NET title the two share, by word weight')),
  matchedTitle: z.string().check(z.describe('The ESCO or O*NET title that matched, as the taxonomy writes it (e.g. "Lagerist")')),
});
export type FoundOccupation = z.infer<typeof foundOccupationSchema>;

/** A skill, software or tool of ESCO or O*NET that a resume's or posting's words name. */
export const knownSkillSchema = z.object({
  id: z.string().check(z.describe("The ESCO skill URI, or O*NET's example as it writes it")),
  label: z.string().check(z.describe('Its English name in the taxonomy, e.g. "accounting", "Microsoft Excel"')),
  scheme: z.enum(['esco', 'onet']),
  type: z.enum(['knowledge', 'skill', 'technology', 'tool']),
});
export type KnownSkillRef = z.infer<typeof knownSkillSchema>;
