import { z } from 'zod';

// Lengths and uniqueness are checked after the answer arrives (check-rerank-answer.ts), not in the schema:
// strict structured-output modes refuse some JSON Schema keywords, and one long reason should not cost the answer.
export const rerankAnswerSchema = z
  .object({
    order: z
      .array(
        z
          .object({
            index: z.number().int().min(0).describe('The posting\'s "index" exactly as given in the list'),
            score: z.number().min(0).max(100).describe('How well the posting fits this job seeker: 0 not at all, 100 ideal'),
            reason: z.string().describe('Why, for the job seeker: plain text of at most 140 characters, no HTML, no links'),
          })
          .describe('One posting and how well it fits'),
      )
      .describe('The postings from best to worst fit, each index at most once'),
  })
  .describe('The postings re-ranked for one job seeker');

export type RerankAnswer = z.infer<typeof rerankAnswerSchema>;
