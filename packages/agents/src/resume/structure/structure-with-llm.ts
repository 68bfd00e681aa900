import { resumeStructureLimits, type ConfirmedResume, type ResumeStructure } from '@seeker/contract';
import type { LayoutLine } from '../../documents/layout/layout-line';
import type { Llm } from '../../llm/create-llm';
import { describeLlmFailure } from '../../llm/llm-error';
import { askLlmForStructure, type LlmStructureAnswer } from './ask-llm-for-structure';
import { checkableEducation, checkableItems, checkableWork, itemSchemas } from './checkable-structure';
import { indexDocument } from './document-words';
import { guardEducation, guardWork, type EducationField, type WorkField } from './guard-llm-entries';
import { lineField } from './guard-llm-fields';
import { LeftOut, quote } from './llm-left-out';
import { mergeBasics, mergeEntries, mergeItems } from './merge-llm-with-reader';
import { markedAsReadByOcr } from './read-by-ocr';
import { readStructure } from './read-structure';

type Structure = Pick<ResumeStructure, 'resume' | 'read'>;

/** Said on the check step when the LLM gave nothing (`failure` as `describeLlmFailure` words it): the fields are the reader's. */
export const llmUnusedProblem = (failure: string) => `the LLM could not structure it (${failure}), so these are the layout reader's fields`;

export type StructureOptions = { layout?: readonly LayoutLine[] | undefined; now?: Date; ocr?: boolean };

/**
 * The LLM's reading of a resume held to the document (the fact guard's rule: a field is kept only where its words
 * are the document's; a date only where the document writes it) and merged with the layout reader's. What the
 * guard left out is said in `read.problems`; nothing is confirmed: the person checks every field as before.
 */
export function structureFromLlmAnswer(
  text: string,
  answer: LlmStructureAnswer,
  { layout, now = new Date(), ocr = false }: StructureOptions = {},
): Structure {
  const reader = readStructure(text, { ...(layout ? { layout: [...layout] } : {}), now });
  const document = indexDocument(text);
  const leftOut = new LeftOut();
  const { basics, uncertain: basicsUncertain } = mergeBasics(document, answer.basics, reader, leftOut);

  const llmWork = guardWork(document, answer.work, leftOut);
  const work = mergeEntries(
    document,
    llmWork,
    reader.resume.work.map((entry, index) => ({ entry, read: reader.read.work[index]! })),
    { header: ['position', 'name'], compared: ['position', 'name', 'location', 'startDate', 'endDate'], lists: ['highlights'] },
  )
    .flatMap(({ entry, source, uncertain }) => {
      const kept = checkableWork(entry, { source, uncertain: uncertain as WorkField[] }, now);
      return kept ? [kept] : [];
    })
    .slice(0, resumeStructureLimits.work);
  const llmEducation = guardEducation(document, answer.education, leftOut);
  const education = mergeEntries(
    document,
    llmEducation,
    reader.resume.education.map((entry, index) => ({ entry, read: reader.read.education[index]! })),
    { header: ['studyType', 'institution'], compared: ['studyType', 'institution', 'startDate', 'endDate'], lists: ['courses'] },
  )
    .flatMap(({ entry, source, uncertain }) => {
      const kept = checkableEducation(entry, { source, uncertain: uncertain as EducationField[] }, now);
      return kept ? [kept] : [];
    })
    .slice(0, resumeStructureLimits.education);

  const skills = answer.skills.flatMap((skill) => {
    const guarded = lineField(document, skill);
    if (guarded?.value) return [{ name: guarded.value.slice(0, 200) }];
    if (!guarded) leftOut.add('skill', quote(skill));
    return [];
  });
  const languages = answer.languages.flatMap(({ language, fluency }) => {
    const spoken = lineField(document, language);
    if (!spoken) leftOut.add('language', quote(language));
    if (!spoken?.value) return [];
    const level = lineField(document, fluency);
    if (!level) leftOut.add('detail', `the level ${quote(fluency)} of ${quote(language)}`);
    return [{ language: spoken.value.slice(0, 100), ...(level?.value ? { fluency: level.value.slice(0, 100) } : {}) }];
  });

  const resume: ConfirmedResume = {
    basics,
    work: work.map((entry) => entry.work),
    education: education.map((entry) => entry.education),
    skills: checkableItems(
      mergeItems(skills, reader.resume.skills, (skill) => skill.name),
      itemSchemas.skills,
    ).slice(0, resumeStructureLimits.skills),
    certificates: reader.resume.certificates,
    languages: checkableItems(
      mergeItems(languages, reader.resume.languages, (entry) => entry.language),
      itemSchemas.languages,
    ).slice(0, resumeStructureLimits.languages),
  };
  // The reader's problems are about the roles it read; where the LLM's roles stand, they are not the reading's.
  const problems = [...(llmWork.length > 0 ? [] : reader.read.problems), ...leftOut.problems()];
  const structure: Structure = {
    resume,
    read: {
      basics: { uncertain: basicsUncertain },
      work: work.map((entry) => entry.read),
      education: education.map((entry) => entry.read),
      problems,
    },
  };
  return ocr ? markedAsReadByOcr(structure) : structure;
}

/** The layout reader's fields alone, saying why the LLM's are not there (`failure`: "the LLM timed out after 45 s"). */
export function structureWithoutLlm(text: string, failure: string, { layout, now = new Date(), ocr = false }: StructureOptions = {}): Structure {
  const read = readStructure(text, { ...(layout ? { layout: [...layout] } : {}), now, ocr });
  return { ...read, read: { ...read.read, problems: [...read.read.problems, llmUnusedProblem(failure)] } };
}

/**
 * A resume read with the LLM where one is configured: its fields held to the document and merged with the layout
 * reader's; when it fails, answers malformed or takes longer than `timeoutMs`, the reader's alone with a note
 * (`failure` says why). Never throws for the LLM's sake.
 */
export async function readStructureWithLlm(
  llm: Llm,
  text: string,
  { timeoutMs, signal, ...options }: StructureOptions & { signal?: AbortSignal; timeoutMs?: number },
): Promise<{ structure: Structure; answer?: LlmStructureAnswer; failure?: string }> {
  const deadline = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const signals = [signal, deadline].filter((value) => value !== undefined);
  try {
    const answer = await askLlmForStructure(llm, text, {
      layout: options.layout,
      ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}),
    });
    return { structure: structureFromLlmAnswer(text, answer, options), answer };
  } catch (error) {
    const failure = deadline?.aborted && !signal?.aborted ? `the LLM timed out after ${timeoutMs! / 1000} s` : describeLlmFailure(error);
    return { structure: structureWithoutLlm(text, failure, options), failure };
  }
}
