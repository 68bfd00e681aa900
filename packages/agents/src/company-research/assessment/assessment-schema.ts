import { z } from 'zod';

const claim = z.object({
  text: z.string().min(1).max(400).describe('One sentence for a job seeker, using only the numbered facts'),
  facts: z.array(z.string()).min(1).max(6).describe('Ids of the facts the sentence rests on, e.g. ["F2","F7"]'),
});

/** What the LLM answers; claims cite fact ids, which are mapped to their sources after checking. */
export const llmAssessmentSchema = z.object({
  summary: claim.describe('The strategy summary: what the company is and how it is hiring, two sentences at most'),
  strengths: z.array(claim).max(5).describe('Reasons the company suits this job seeker'),
  concerns: z.array(claim).max(5).describe('Reasons for caution for this job seeker'),
  recommendation: claim.describe('Whether and how to apply, one or two sentences'),
});
export type LlmAssessment = z.infer<typeof llmAssessmentSchema>;
