import type { CoverLetter } from '@seeker/contract';
import { describeLlmFailure } from '../../llm/llm-error';
import { findSkills } from '../find-skills';
import { parseResume } from '../parse-resume';
import { readJobPosting } from '../read-job-posting';
import { resumeFacts, unsupportedFact } from '../resume-facts';
import type { ResumeRequest } from '../resume-request';
import { resumeToText } from '../resume-text';
import { joinLetter, letterFromTemplate } from './letter-template';
import { letterSystemPrompt, llmLetterSchema } from './letter-schema';

export type CoverLetterRequest = ResumeRequest;

export type WrittenLetter = Pick<CoverLetter, 'text' | 'engine' | 'notes'>;

/** A cover letter from the resume and the posting: the LLM's where it keeps to their facts, the template's otherwise. */
export async function writeCoverLetter(request: CoverLetterRequest): Promise<WrittenLetter> {
  const now = request.now ?? new Date();
  const resume = parseResume(request.resumeText);
  const posting = readJobPosting(request.jobDescription, request.jobTitle ?? '', request.company ?? '');
  const parts = letterFromTemplate(resume, posting, now);
  const template = joinLetter(parts);
  if (!request.llm) return { text: template, engine: 'deterministic', notes: [] };

  let body: string[];
  try {
    const prompt = [`Job: ${posting.title}${posting.company ? ` at ${posting.company}` : ''}`, 'Posting:', request.jobDescription.slice(0, 12_000), '', 'Resume:', resumeToText(resume)].join('\n');
    ({ paragraphs: body } = await request.llm.generate({ schema: llmLetterSchema, system: letterSystemPrompt, prompt, signal: request.signal }));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { text: template, engine: 'deterministic', notes: [`The LLM could not be used (${describeLlmFailure(error)}); this is the template letter.`] };
  }
  const facts = resumeFacts(resume);
  const shown = new Set(findSkills(resumeToText(resume)).keys());
  for (const paragraph of body) {
    const problem = unsupportedFact(paragraph, facts, [posting.company]) ?? claimedSkill(paragraph, shown, request.jobDescription);
    if (problem) return { text: template, engine: 'deterministic', notes: [`The LLM's letter mentioned ${problem}, which your resume does not; this is the template letter.`] };
  }
  // The LLM writes the body; the header, date, greeting and sign-off stay the template's.
  return { text: joinLetter({ ...parts, body: body.map((paragraph) => paragraph.trim()).filter(Boolean) }), engine: 'llm', notes: [] };
}

// A skill the letter names that neither the resume shows nor the posting asks for is a claim out of nowhere;
// one the posting asks for but the resume does not show is let through only as the posting's words.
function claimedSkill(paragraph: string, shown: Set<unknown>, posting: string): string | null {
  for (const [skill] of findSkills(paragraph)) {
    if (shown.has(skill)) continue;
    if (findSkills(posting).has(skill) && !/\bI\b[^.]*\b(?:used|built|know|have|led|ran|worked)\b/.test(paragraph)) continue;
    return `the skill “${skill.name}”`;
  }
  return null;
}
