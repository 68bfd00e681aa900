import { z } from 'zod';

export const llmLetterSchema = z.object({
  paragraphs: z
    .array(z.string())
    .min(2)
    .max(6)
    .describe('The body of the letter, three or four paragraphs, without greeting or sign-off; only facts from the resume and the posting'),
});
export type LlmLetter = z.infer<typeof llmLetterSchema>;

export const letterSystemPrompt = [
  "You write a one-page cover letter for one job posting from the candidate's resume.",
  'Use only facts that are in the resume or the posting: never add an employer, title, date, degree, number, metric, tool or skill.',
  "Cite as achievements only what the roles' own lines and the skills say, never a contact detail, an address, a date or a role's title line.",
  'Write in the language you are told, whatever the resume\'s language; the resume\'s own lines may be quoted as written. "Most recently" is the latest role by its dates, not the first one listed.',
  'If the posting asks for something the resume does not show, do not claim it. Plain, warm, specific; no clichés.',
].join(' ');
