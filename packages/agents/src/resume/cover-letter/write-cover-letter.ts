import type { CoverLetter } from '@seeker/contract';
import { describeLlmFailure } from '../../llm/llm-error';
import { gatherEvidence } from '../fact-guard/evidence';
import { allowWords, findUnsupported } from '../fact-guard/find-unsupported';
import { sentencesOf } from '../fact-guard/guard-resume';
import { detectLanguage, languageNames, writingLanguage, type WritingLanguage } from '../language';
import { latestRole } from '../latest-role';
import { readJobPosting } from '../read-job-posting';
import type { ResumeRequest } from '../resume-request';
import { resumeToText } from '../resume-text';
import { readResume } from '../tailor-resume';
import { uncheckedEvidence } from '../unchecked-resume';
import { letterTemplateText } from './letter-phrases';
import { joinLetter, letterFromTemplate } from './letter-template';
import { letterSystemPrompt, llmLetterSchema } from './letter-schema';

export type CoverLetterRequest = ResumeRequest & {
  /** Called when the letter would be written from the reader's structure, unchecked (as tailorResume's). */
  onUnchecked?: () => void | Promise<void>;
  /** The language the person picked to write in; no route offers a pick yet, so the rule in writingLanguage decides. */
  language?: WritingLanguage;
};

export type WrittenLetter = Pick<CoverLetter, 'text' | 'engine' | 'notes'>;

/**
 * A cover letter from the resume and the posting, in the posting's language (else the resume's, else
 * English; never a third: language.ts's writingLanguage): the LLM's where every
 * sentence keeps to the resume's facts (the job's title and employer may be named), the template's
 * otherwise. The template's own sentences are held to the same check. From an unchecked resume the
 * letter names no role, claims no years and is signed by no name (see unchecked-resume.ts).
 */
export async function writeCoverLetter(request: CoverLetterRequest): Promise<WrittenLetter> {
  const now = request.now ?? new Date();
  const { original: resume, readFrom } = readResume(request);
  // A caller that refuses a reading its owner must check first (issue 68) throws here, before anything is written.
  if (readFrom === 'unchecked') await request.onUnchecked?.();
  const postingLanguage = detectLanguage(request.jobDescription);
  const language = writingLanguage(postingLanguage, detectLanguage(request.resumeText), request.language);
  const posting = readJobPosting(request.jobDescription, request.jobTitle ?? '', request.company ?? '', {
    ...request.knowledge,
    language: postingLanguage,
  });
  const gathered = gatherEvidence(resume, request.resumeText, now);
  const evidence = readFrom === 'unchecked' ? uncheckedEvidence(gathered) : gathered;
  const allowance = allowWords(letterTemplateText(language), posting.title, posting.company);
  const parts = letterFromTemplate(resume, posting, now, language, readFrom);
  const notes: string[] = [];
  // The template quotes the resume; a sentence of it that still says more (a misread) is left out.
  parts.body = parts.body
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) =>
          sentencesOf(line)
            .filter((sentence) => {
              const problem = findUnsupported(sentence, evidence, allowance);
              if (problem) notes.push(`Left out of the letter: “${sentence}”, because your resume does not show ${problem}.`);
              return !problem;
            })
            .join(' '),
        )
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  const template = joinLetter(parts);
  if (!request.llm) return { text: template, engine: 'deterministic', notes };

  let body: string[];
  try {
    const latest = readFrom === 'confirmed' ? latestRole(resume.experience) : undefined;
    const prompt = [
      `Job: ${posting.title}${posting.company ? ` at ${posting.company}` : ''}`,
      `Write the letter in ${languageNames[language]}.`,
      // Resumes list their roles either way round: what "most recently" means is said, not left to the order.
      ...(latest?.dates?.start
        ? [`The candidate's latest role by its dates: ${[latest.role, latest.company].filter(Boolean).join(' at ')} (${latest.dates.text}).`]
        : []),
      'Posting:',
      request.jobDescription.slice(0, 12_000),
      '',
      'Resume:',
      // Unchecked, the LLM reads the resume as written, not a structure that may be a misread.
      readFrom === 'unchecked' ? request.resumeText : resumeToText(resume),
    ].join('\n');
    ({ paragraphs: body } = await request.llm.generate({ schema: llmLetterSchema, system: letterSystemPrompt, prompt, signal: request.signal }));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return {
      text: template,
      engine: 'deterministic',
      notes: [...notes, `The LLM could not be used (${describeLlmFailure(error)}); this is the template letter.`],
    };
  }
  for (const paragraph of body) {
    const problem = findUnsupported(paragraph, evidence, allowance);
    if (problem)
      return {
        text: template,
        engine: 'deterministic',
        notes: [...notes, `The LLM's letter mentioned ${problem}, which your resume does not; this is the template letter.`],
      };
  }
  // The LLM writes the body; the header, date, greeting and sign-off stay the template's.
  return { text: joinLetter({ ...parts, body: body.map((paragraph) => paragraph.trim()).filter(Boolean) }), engine: 'llm', notes: [] };
}
