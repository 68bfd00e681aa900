import { toOneLine, type ConfirmedResume, type ResumeStructure } from '@seeker/contract';
import { factKey } from '../fact-guard/evidence';
import type { LlmStructureAnswer } from './ask-llm-for-structure';
import { checkableBasics } from './checkable-structure';
import { linesHolding, writesEmail, writesPhone, type DocumentWords } from './document-words';
import type { Placed } from './guard-llm-entries';
import { lineField, type Dates } from './guard-llm-fields';
import { quote, type LeftOut } from './llm-left-out';

// The LLM's fields that passed the guard merged with the layout reader's (structureFromLlmAnswer).

type Structure = Pick<ResumeStructure, 'resume' | 'read'>;

const differs = (left: string | undefined, right: string | undefined) => factKey(left ?? '') !== factKey(right ?? '');
const documentLines = (document: DocumentWords, lines: number[]) => [...new Set(lines)].sort((a, b) => a - b).map((line) => document.lines[line]!);

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
export function mergeEntries<T extends Dates, F extends string>(
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
export function mergeItems<T>(llm: T[], reader: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return [...llm, ...reader].filter((item) => {
    const key = factKey(keyOf(item));
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The person's name, email, phone and place: the LLM's where the document writes them, else the reader's. */
export function mergeBasics(document: DocumentWords, answer: LlmStructureAnswer['basics'], reader: Structure, leftOut: LeftOut) {
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
