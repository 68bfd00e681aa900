import { z } from 'zod/mini';

/** Which knowledge of occupations serves titles and matches: the installed ESCO/O*NET index, or the built-in words. */
export const knowledgeSchema = z.discriminatedUnion('occupations', [
  z.object({
    occupations: z.literal('taxonomy'),
    occupationCount: z.number(),
    titleCount: z.number(),
    /** ESCO's skills and O*NET's technologies and tools, read in postings' requirements and in matches. */
    skillCount: z.number(),
    builtAt: z.string(),
    loadMs: z.number(),
    /** The languages its job titles are in (ISO 639-1: en, de, fr…), as installed. */
    languages: z.array(z.string()),
    /** What the ESCO and O*NET licences ask to be said wherever their data is used. */
    attribution: z.array(z.string()),
  }),
  z.object({
    occupations: z.literal('built-in'),
    /** Why, in words for the people who use Seeker (Settings shows it): no command, no setting. */
    reason: z.string(),
    /** What whoever runs Seeker can do about it (a command): for /api/health's readers, never shown in the app. */
    install: z.optional(z.string()),
    /** The occupations are installed and being read: they serve in seconds (ask again). */
    loading: z.optional(z.boolean()),
    /** A first start's download and compile of ESCO and O*NET is under way (minutes: ask again now and then). */
    installing: z.optional(z.boolean()),
  }),
]);
export type Knowledge = z.infer<typeof knowledgeSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  knowledge: z.optional(knowledgeSchema),
});
export type Health = z.infer<typeof healthSchema>;
