import {
  resumeStructureLimits,
  toOneLine,
  type ConfirmedResume,
  type ResumeStructure,
  type StructureEducation,
  type StructureWork,
} from '@seeker/contract';
import { z } from 'zod';
import type { LayoutLine } from '../../documents/layout/layout-line';
import type { Llm } from '../../llm/create-llm';
import { LlmError, describeLlmFailure } from '../../llm/llm-error';
import { normalizeDatePoint } from '../dates';
import { factKey } from '../fact-guard/evidence';
import { checkableBasics, checkableEducation, checkableItems, checkableWork, itemSchemas, lineOf } from './checkable-structure';
import { indexDocument, linesHolding, linesWritingDate, writesEmail, writesPhone, type DocumentWords } from './document-words';
import { resumeForPrompt } from './layout-prompt';
import { markedAsReadByOcr } from './read-by-ocr';
import { readStructure } from './read-structure';

type Structure = Pick<ResumeStructure, 'resume' | 'read'>;
type Read = ResumeStructure['read'];
type ReadWork = Read['work'][number];
type ReadEducation = Read['education'][number];
type WorkField = ReadWork['uncertain'][number];
type EducationField = ReadEducation['uncertain'][number];

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

/** Said on the check step when the LLM gave nothing (`failure` as `describeLlmFailure` words it): the fields are the reader's. */
export const llmUnusedProblem = (failure: string) => `the LLM could not structure it (${failure}), so these are the layout reader's fields`;

const quote = (text: string) => {
  const line = toOneLine(text);
  return `“${line.length > 80 ? `${line.slice(0, 77).trimEnd()}…` : line}”`;
};

type LeftOutKind = 'role' | 'degree' | 'skill' | 'language' | 'detail';

/** What the guard left out, said on the check step as problems, one line for each kind. */
class LeftOut {
  private readonly kinds: Record<LeftOutKind, string[]> = { role: [], degree: [], skill: [], language: [], detail: [] };
  add(kind: LeftOutKind, what: string) {
    this.kinds[kind].push(what);
  }
  problems(): string[] {
    const listed = (items: string[]) => (items.length > 5 ? `${items.slice(0, 5).join(', ')} and ${items.length - 5} more` : items.join(', '));
    const named = (items: string[], one: string, many: string) =>
      items.length === 0
        ? []
        : [
            `${items.length === 1 ? `a ${one}` : `${items.length} ${many}`} the LLM named that the document does not show ${items.length === 1 ? 'was' : 'were'} left out: ${listed(items)}`,
          ];
    const { role, degree, skill, language, detail } = this.kinds;
    return [
      ...named(role, 'role', 'roles'),
      ...named(degree, 'degree', 'degrees'),
      ...named(skill, 'skill', 'skills'),
      ...named(language, 'language', 'languages'),
      ...(detail.length > 0 ? [`details the LLM gave that the document does not write were left out: ${listed(detail)}`] : []),
    ];
  }
}

/** A one-line field held to the document: its words on a line (or wrapped onto the next); null when they are not. */
function lineField(document: DocumentWords, value: string): { value: string; lines: number[] } | null {
  const line = toOneLine(value);
  if (line === '') return { value: '', lines: [] };
  if (line.length > resumeStructureLimits.line) return null;
  const lines = linesHolding(document, line, 2);
  return lines.length > 0 ? { value: lineOf(line), lines } : null;
}

const month = /^(19|20)\d{2}(-(0[1-9]|1[0-2]))?$/;
const openEnd = /^(present|current|currently|now|today|ongoing)$/i;

/**
 * A date held to the document: kept where the document writes it in some form ("Mar 2020", "03/2020", "2020-03");
 * a month the document writes only as its year is kept as the year, and said to be narrowed. Null: not the document's.
 */
function guardDate(document: DocumentWords, value: string): { date?: string; lines: number[]; narrowed?: boolean } | null {
  const written = value.trim();
  if (written === '' || openEnd.test(written)) return { lines: [] };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(written) ? written.slice(0, 7) : month.test(written) ? written : normalizeDatePoint(written);
  if (!date || !month.test(date)) return null;
  const lines = linesWritingDate(document, date);
  if (lines.length > 0) return { date, lines };
  const year = linesWritingDate(document, date.slice(0, 4));
  return date.length === 7 && year.length > 0 ? { date: date.slice(0, 4), lines: year, narrowed: true } : null;
}

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

/** The line of `lines` nearest `anchor`, when it is within the entry's reach (a few lines above, several below). */
const nearest = (lines: number[], anchor: number, above = 3, below = 8) =>
  lines.filter((line) => line >= anchor - above && line <= anchor + below).sort((a, b) => Math.abs(a - anchor) - Math.abs(b - anchor))[0];

type Placed<T, R> = { entry: T; read: R; first: number; last: number; lines: number[] };

type Dates = { startDate?: string; endDate?: string };

/** An entry's dates held to the document: kept where written, marked where far from its header or narrowed to a year. */
function guardDates(
  document: DocumentWords,
  answer: { startDate: string; endDate: string },
  anchor: number,
  leftOut: LeftOut,
  label: string,
): { dates: Dates; uncertain: ('startDate' | 'endDate')[]; lines: number[] } {
  const dates: Dates = {};
  const uncertain: ('startDate' | 'endDate')[] = [];
  const lines: number[] = [];
  for (const key of ['startDate', 'endDate'] as const) {
    const guarded = guardDate(document, answer[key]);
    if (!guarded) {
      leftOut.add('detail', `the ${key === 'startDate' ? 'start' : 'end'} date ${quote(answer[key])} of ${label}`);
      uncertain.push(key);
      continue;
    }
    if (!guarded.date) continue;
    dates[key] = guarded.date;
    const near = nearest(guarded.lines, anchor);
    if (near === undefined || guarded.narrowed) uncertain.push(key);
    if (near !== undefined) lines.push(near);
  }
  return { dates, uncertain, lines };
}

const differs = (left: string | undefined, right: string | undefined) => factKey(left ?? '') !== factKey(right ?? '');
const documentLines = (document: DocumentWords, lines: number[]) => [...new Set(lines)].sort((a, b) => a - b).map((line) => document.lines[line]!);

/** The LLM's roles held to the document: a role whose title or employer the document does not write is left out whole. */
function guardWork(document: DocumentWords, answer: LlmStructureAnswer['work'], leftOut: LeftOut): Placed<StructureWork, WorkField[]>[] {
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
function guardEducation(
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

/** Where in the document the reader took an entry from: the lines of its `source`, found by their words. */
function readerLines(document: DocumentWords, source: string[]): number[] {
  const lines = source.flatMap((line) => document.linesByKey.get(factKey(line.slice(0, 2_000))) ?? []);
  return [...new Set(lines)].sort((left, right) => left - right);
}

/** A period as both readers may write it: a single year is its start and its end, a current role its start alone. */
const samePeriod = (left: Dates, right: Dates) =>
  (left.startDate ?? left.endDate) === (right.startDate ?? right.endDate) && (left.endDate ?? left.startDate) === (right.endDate ?? right.startDate);

/**
 * An entry the LLM and the reader both read from the same lines: the LLM's values, the reader's where the LLM gave
 * none (its dates only when the LLM gave no date at all), marked unsure where the two differ or only the reader read it.
 */
function mergeMatched<T extends Dates, F extends string>(
  entry: T,
  theirs: { entry: T; read: { uncertain: F[] } },
  fields: { compared: readonly (keyof T & F)[]; lists: readonly (keyof T)[] },
  uncertain: Set<string>,
) {
  const mine = { ...entry };
  const dated = mine.startDate !== undefined || mine.endDate !== undefined;
  for (const field of fields.compared) {
    const isDate = field === 'startDate' || field === 'endDate';
    const value = mine[field] as string | undefined;
    const other = theirs.entry[field] as string | undefined;
    if (!value && other && !(isDate && dated)) {
      (entry as Record<string, unknown>)[field] = other;
      uncertain.add(field);
    } else if (isDate ? !samePeriod(mine, theirs.entry) && differs(value, other) : differs(value, other)) uncertain.add(field);
  }
  // Lists the LLM gave none of (a role's bullets, a degree's courses) are the reader's, with its marks.
  for (const field of fields.lists) {
    const other = theirs.entry[field] as unknown[] | undefined;
    if (((mine[field] as unknown[] | undefined)?.length ?? 0) > 0 || (other?.length ?? 0) === 0) continue;
    entry[field] = theirs.entry[field];
    uncertain.delete(field as string);
    if ((theirs.read.uncertain as string[]).includes(field as string)) uncertain.add(field as string);
  }
}

type Merged<T> = { entry: T; source: string[]; uncertain: string[]; first: number };

/**
 * The LLM's entries where they passed the guard, merged with the reader's: an entry both read from the same lines
 * takes the LLM's values, the reader's where the LLM gave none, and is marked unsure where they differ. An entry
 * only the LLM read is marked unsure by its title and employer (the reader did not see it); one only the reader
 * read is kept, marked so too, unless it lies within a role the LLM read (a piece of that role the reader split off).
 */
function mergeEntries<T extends Dates, F extends string>(
  document: DocumentWords,
  llm: Placed<T, F[]>[],
  reader: { entry: T; read: { source: string[]; uncertain: F[] } }[],
  fields: { header: readonly [keyof T & F, keyof T & F]; compared: readonly (keyof T & F)[]; lists: readonly (keyof T)[] },
): Merged<T>[] {
  const readerAt = reader.map((entry) => readerLines(document, entry.read.source));
  const used = new Set<number>();
  const merged: Merged<T>[] = llm.map((placed) => {
    const sameLines = readerAt.findIndex((lines, index) => !used.has(index) && lines.some((line) => placed.lines.includes(line)));
    const sameFields = reader.findIndex(
      (entry, index) =>
        !used.has(index) && fields.header.every((field) => !differs(String(entry.entry[field] ?? ''), String(placed.entry[field] ?? ''))),
    );
    const match = sameLines >= 0 ? sameLines : sameFields;
    const uncertain = new Set<string>(placed.read);
    const entry = { ...placed.entry };
    if (match < 0) for (const field of fields.header) uncertain.add(field);
    else {
      used.add(match);
      mergeMatched(entry, reader[match]!, fields, uncertain);
    }
    return { entry, source: documentLines(document, placed.lines), uncertain: [...uncertain], first: placed.first };
  });
  const spans = llm.map(({ first, last }) => [first, last] as const);
  reader.forEach((theirs, index) => {
    if (used.has(index)) return;
    const lines = readerAt[index]!;
    if (lines.length > 0 && spans.some(([first, last]) => lines.every((line) => line >= first && line <= last))) return;
    merged.push({
      entry: theirs.entry,
      source: theirs.read.source,
      uncertain: [...new Set<string>([...theirs.read.uncertain, ...fields.header])],
      first: lines[0] ?? Number.MAX_SAFE_INTEGER,
    });
  });
  return merged.sort((left, right) => left.first - right.first);
}

/** Items of a list the LLM named, held to the document, then the reader's it did not name; one of each. */
function mergeItems<T>(llm: T[], reader: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return [...llm, ...reader].filter((item) => {
    const key = factKey(keyOf(item));
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The person's name, email, phone and place: the LLM's where the document writes them, else the reader's. */
function mergeBasics(document: DocumentWords, answer: LlmStructureAnswer['basics'], reader: Structure, leftOut: LeftOut) {
  const theirs = reader.resume.basics;
  const basics: ConfirmedResume['basics'] = { ...theirs };
  const uncertain = new Set(reader.read.basics.uncertain);
  const name = toOneLine(answer.name);
  if (name !== '') {
    if (name.length <= 200 && linesHolding(document, name, 1).length > 0) {
      basics.name = name;
      if (differs(name, theirs.name)) uncertain.add('name');
    } else leftOut.add('detail', `the name ${quote(name)}`);
  }
  const email = toOneLine(answer.email);
  if (email !== '') {
    if (writesEmail(document, email)) {
      if (differs(email, theirs.email)) uncertain.add('email');
      basics.email = email;
    } else leftOut.add('detail', `the email ${quote(email)}`);
  }
  const phone = toOneLine(answer.phone);
  if (phone !== '') {
    if (writesPhone(document, phone)) {
      if (phone.replace(/\D/g, '') !== (theirs.phone ?? '').replace(/\D/g, '')) uncertain.add('phone');
      basics.phone = phone;
    } else leftOut.add('detail', `the phone number ${quote(phone)}`);
  }
  const location = lineField(document, answer.location);
  if (!location) leftOut.add('detail', `the place ${quote(answer.location)}`);
  else if (location.value !== '') basics.location = { city: location.value };
  return { basics: checkableBasics(basics), uncertain: [...uncertain] };
}

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
