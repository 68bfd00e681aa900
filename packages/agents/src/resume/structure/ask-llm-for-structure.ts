import { resumeStructureLimits } from '@seeker/contract';
import { z } from 'zod';
import type { LayoutLine } from '../../documents/layout/layout-line';
import type { Llm } from '../../llm/create-llm';
import { LlmError } from '../../llm/llm-error';
import { resumeForPrompt } from './layout-prompt';

const asWritten = (what: string) => z.string().describe(`${what}, copied exactly as the resume writes it; empty when the resume does not say`);
const dateField = (what: string) =>
  z.string().describe(`${what}: YYYY-MM, or YYYY when the resume writes only the year; empty when the resume gives none`);

/**
 * What the LLM is asked for: the fields "Check what Seeker read" shows, in the JSON Resume shape, every value as the
 * resume writes it. Every field is required (strict structured output); "" stands for "not stated".
 */
export const llmStructureSchema = z.object({
  basics: z
    .object({
      name: asWritten("The person's full name"),
      email: asWritten('Their email address'),
      phone: asWritten('Their phone number'),
      location: asWritten('Where they live (city, region or country)'),
    })
    .describe('Who the resume is about'),
  work: z
    .array(
      z.object({
        position: asWritten('The job title'),
        name: asWritten('The employer'),
        location: asWritten('Where the job was'),
        startDate: dateField('When the job started'),
        endDate: dateField('When it ended; empty when it is current'),
        highlights: z.array(z.string()).describe('What the resume lists under this job (bullets, sentences), each copied word for word'),
      }),
    )
    .describe('Every job the resume lists, in its order; never one it does not list'),
  education: z
    .array(
      z.object({
        studyType: asWritten('The degree or qualification, e.g. "B.S. Computer Science"'),
        institution: asWritten('The school, college or university'),
        startDate: dateField('When the studies started'),
        endDate: dateField('When they ended or the degree was awarded'),
      }),
    )
    .describe('Every degree, diploma or course of study the resume lists, in its order'),
  skills: z.array(z.string()).describe('The skills the resume lists, each copied exactly as written'),
  languages: z
    .array(z.object({ language: asWritten('A language the person speaks'), fluency: asWritten('How well, e.g. "native", "fluent", "C1"') }))
    .describe('The spoken languages the resume lists'),
});
export type LlmStructureAnswer = z.infer<typeof llmStructureSchema>;

export const structureSystemPrompt = [
  'You read a resume and give its fields in the JSON Resume shape.',
  'Each line may start with layout marks in brackets, where it stands out: size (against the body text), bold, indent (in ems), gap (blank lines above it).',
  "A name or a heading is larger or bold, with a gap above; a role's title, employer and dates stand on the line or two before its bullets.",
  'The marks are not part of the text: never copy them.',
  'Copy every value exactly as the resume writes it: never reword, translate, correct, complete or guess it,',
  'and never add a job, a degree, a skill, a language, a date or a detail the resume does not state. Leave a field empty when the resume does not say it.',
].join(' ');

/** The most of an answer that is read: a two-page resume's fields are a few KB; more is a model running on. */
export const maxAnswerCharacters = 200_000;

/** The LLM's fields of a resume, checked against the schema and cut to the contract's counts; an LlmError when there are none. */
export async function askLlmForStructure(
  llm: Llm,
  text: string,
  { layout, signal }: { layout?: readonly LayoutLine[] | undefined; signal?: AbortSignal | undefined } = {},
): Promise<LlmStructureAnswer> {
  const answer = await llm.generate({
    schema: llmStructureSchema,
    system: structureSystemPrompt,
    prompt: `Resume:\n${resumeForPrompt(text, layout)}`,
    ...(signal ? { signal } : {}),
  });
  if (JSON.stringify(answer).length > maxAnswerCharacters)
    throw new LlmError('invalid-response', `answered more than ${maxAnswerCharacters} characters`);
  const limits = resumeStructureLimits;
  return {
    basics: answer.basics,
    work: answer.work.slice(0, limits.work).map((work) => ({ ...work, highlights: work.highlights.slice(0, limits.highlights) })),
    education: answer.education.slice(0, limits.education),
    skills: answer.skills.slice(0, limits.skills),
    languages: answer.languages.slice(0, limits.languages),
  };
}
