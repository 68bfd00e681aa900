import { resumeStructureLimits, type ResumeStructure, type StructureEducation, type StructureWork } from '@seeker/contract';
import type { LlmStructureAnswer } from './ask-llm-for-structure';
import { linesHolding, type DocumentWords } from './document-words';
import { guardDates, lineField, nearest } from './guard-llm-fields';
import { quote, type LeftOut } from './llm-left-out';

// The LLM's roles and degrees held to the document (structureFromLlmAnswer), each placed on the lines it was read from.

type Read = ResumeStructure['read'];
export type WorkField = Read['work'][number]['uncertain'][number];
export type EducationField = Read['education'][number]['uncertain'][number];

/** The occurrence of each of two fields that stand closest together, the later ones preferred past `after`. */
function closestPair(first: number[], second: number[], after: number): [number | undefined, number | undefined] {
  const pick = (lines: number[]) => lines.find((line) => line > after) ?? lines[0];
  if (first.length === 0 || second.length === 0) return [pick(first), pick(second)];
  let best: [number, number] = [first[0]!, second[0]!];
  let score = Infinity;
  for (const a of first.slice(0, 50))
    for (const b of second.slice(0, 50)) {
      const distance = Math.abs(a - b) + (Math.min(a, b) > after ? 0 : 0.5);
      if (distance < score) [best, score] = [[a, b], distance];
    }
  return best;
}

export type Placed<T, R> = { entry: T; read: R; first: number; last: number; lines: number[] };

/** The LLM's roles held to the document: a role whose title or employer the document does not write is left out whole. */
export function guardWork(document: DocumentWords, answer: LlmStructureAnswer['work'], leftOut: LeftOut): Placed<StructureWork, WorkField[]>[] {
  const placed: Placed<StructureWork, WorkField[]>[] = [];
  let after = -1;
  for (const work of answer) {
    const position = lineField(document, work.position);
    const employer = lineField(document, work.name);
    const label = quote(
      [work.position, work.name]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    );
    if (!position || !employer || (position.value === '' && employer.value === '')) {
      if (work.position.trim() !== '' || work.name.trim() !== '') leftOut.add('role', label);
      continue;
    }
    const uncertain: WorkField[] = [];
    const [positionLine, employerLine] = closestPair(position.lines, employer.lines, after);
    // A title and an employer the document writes far apart may be two roles' parts put together.
    if (positionLine !== undefined && employerLine !== undefined && Math.abs(positionLine - employerLine) > 3) uncertain.push('position', 'name');
    const header = [positionLine, employerLine].filter((line) => line !== undefined);
    const anchor = Math.min(...header);
    after = anchor;
    const location = lineField(document, work.location);
    if (!location) {
      leftOut.add('detail', `the place ${quote(work.location)} of ${label}`);
      uncertain.push('location');
    }
    const { dates, uncertain: dateMarks, lines: dateLines } = guardDates(document, work, anchor, leftOut, label);
    uncertain.push(...dateMarks);
    const highlights: string[] = [];
    const highlightLines: number[] = [];
    for (const highlight of work.highlights) {
      const text = highlight.trim();
      if (text === '') continue;
      const lines = text.length > resumeStructureLimits.bullet ? [] : linesHolding(document, text, 6);
      if (lines.length === 0) {
        leftOut.add('detail', `the bullet ${quote(text)} of ${label}`);
        uncertain.push('highlights');
        continue;
      }
      highlights.push(text);
      const near = nearest(lines, anchor, 0, 60);
      // A bullet written nowhere below its role's header may be another role's.
      if (near === undefined) uncertain.push('highlights');
      else highlightLines.push(near);
    }
    if (highlights.length === 0) uncertain.push('highlights');
    const lines = [...header, ...dateLines];
    placed.push({
      entry: {
        position: position.value,
        name: employer.value,
        ...(location?.value ? { location: location.value } : {}),
        ...dates,
        highlights,
      },
      read: uncertain,
      first: anchor,
      last: Math.max(...lines, ...highlightLines),
      lines,
    });
  }
  return placed;
}

/** The LLM's degrees held to the document, as `guardWork` holds roles. */
export function guardEducation(
  document: DocumentWords,
  answer: LlmStructureAnswer['education'],
  leftOut: LeftOut,
): Placed<StructureEducation, EducationField[]>[] {
  const placed: Placed<StructureEducation, EducationField[]>[] = [];
  let after = -1;
  for (const education of answer) {
    const studyType = lineField(document, education.studyType);
    const institution = lineField(document, education.institution);
    const label = quote(
      [education.studyType, education.institution]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    );
    if (!studyType || !institution || (studyType.value === '' && institution.value === '')) {
      if (education.studyType.trim() !== '' || education.institution.trim() !== '') leftOut.add('degree', label);
      continue;
    }
    const uncertain: EducationField[] = [];
    const [studyLine, schoolLine] = closestPair(studyType.lines, institution.lines, after);
    if (studyLine !== undefined && schoolLine !== undefined && Math.abs(studyLine - schoolLine) > 3) uncertain.push('studyType', 'institution');
    const header = [studyLine, schoolLine].filter((line) => line !== undefined);
    const anchor = Math.min(...header);
    after = anchor;
    const { dates, uncertain: dateMarks, lines: dateLines } = guardDates(document, education, anchor, leftOut, label);
    uncertain.push(...dateMarks);
    const lines = [...header, ...dateLines];
    placed.push({
      entry: { studyType: studyType.value, institution: institution.value, ...dates },
      read: uncertain,
      first: anchor,
      last: Math.max(...lines),
      lines,
    });
  }
  return placed;
}
