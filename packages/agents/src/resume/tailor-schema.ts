import { z } from 'zod';

/** What the LLM is asked to return: the parts of a resume it may rewrite. Contact, education and other sections are never its to change. */
export const llmRewriteSchema = z.object({
  summary: z.string().describe('Two to four sentences aimed at the job, using only facts from the resume'),
  skills: z.array(z.string()).describe("The skills list: the resume's own skills, those the job asks for first, named as the job names them"),
  experience: z
    .array(
      z.object({
        company: z.string().describe('Exactly as in the resume'),
        role: z.string().describe('Exactly as in the resume'),
        dates: z.string().describe('Exactly as in the resume'),
        bullets: z
          .array(z.string())
          .describe('The same achievements, reworded and reordered to lead with what the job asks for; no new facts, numbers or tools'),
      }),
    )
    .describe("Every role of the resume, in the resume's order"),
});
export type LlmRewrite = z.infer<typeof llmRewriteSchema>;
