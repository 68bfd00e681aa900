import type { ParsedResume } from '@seeker/contract';
import { isPersonalDataHeading } from './personal-data-heading';
import { bareLabelKind, maxLine, statedDataKind } from './personal-data-kind';
import { fold, personalKey } from './personal-data-labels';
import { dateAlone, labelOnly } from './personal-data-patterns';
import { spansOf } from './personal-data-spans';
import { personalValueKind } from './personal-data-values';
import { isAddressLine } from './street-address-patterns';

// Lines sorted into what stays where it is and the personal data that goes to the contact block (personal-data.ts).

const tidy = (text: string) =>
  text
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,;.)])/g, '$1')
    .replace(/([,;]\s*){2,}/g, '$1')
    .replace(/(\s[|·•▪])(?:\s*[|·•▪])+/gu, '$1')
    .replace(/^[\s,;:|·•▪\-–—/]+|[\s,;:|·•▪\-–—/]+$/gu, '')
    .replace(/[ \t]{2,}/g, ' ');

type Sorted = { kept: string | null; moved: string[]; dropped: string[] };
const trimPart = (text: string) => text.trim().replace(/^[,;:|·•▪\-–—\s]+|[,;|·•▪\-–—\s]+$/gu, '');

/**
 * One line's stretches of personal data go to the contact block (`moved`), or, an unlabelled street address
 * below the top of the resume (the employer's or the school's, as likely as its owner's), are left out
 * (`dropped`); the rest of the line stays.
 */
export function sortLine(line: string, atTop: boolean): Sorted {
  if (line.length > maxLine) return { kept: line, moved: [], dropped: [] };
  const { key, at } = fold(line);
  const spans = spansOf(line, key, atTop);
  // At the top, a value alone is the owner's ("verheiratet", "04.06.1969", "Brasileiro, casado, 48 anos").
  if (spans.length === 0 && atTop && line.length <= 120 && personalValueKind(personalKey(line)) !== null)
    return { kept: null, moved: [line.trim()], dropped: [] };
  if (spans.length === 0) return { kept: line, moved: [], dropped: [] };
  const moved: string[] = [];
  const dropped: string[] = [];
  let rest = '';
  let from = 0;
  for (const span of spans) {
    const [start, end] = [at[span.start]!, at[span.end]!];
    rest += line.slice(from, start);
    const text = trimPart(line.slice(start, end));
    if (text !== '') (span.labelled || atTop ? moved : dropped).push(text);
    rest += ' ';
    from = end;
  }
  rest += line.slice(from);
  const kept = tidy(rest);
  // What is left may be the rest of an address ("10115 Berlin" before "geb. 12.03.1990"), the owner's where the line
  // states other personal data by a label; a day's date beside an address ("Am Tierpark 15 · 24. Mai 1981"), a birth date;
  // or the label of what was taken ("Address" before "Musterstraße 12").
  const owners = atTop || spans.some((span) => span.labelled);
  if (isAddressLine(kept, owners) || dateAlone.test(fold(kept).key) || bareLabelKind(kept) !== null) {
    (owners ? moved : dropped).push(kept);
    return { kept: null, moved, dropped };
  }
  return { kept: /[\p{L}\p{N}]/u.test(kept) ? kept : null, moved, dropped };
}

/** A short line in capitals or ending in a colon: another section's heading, where a personal-data one ends. */
function looksLikeHeading(line: string) {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return line.length <= 48 && letters.length >= 3 && (line === line.toUpperCase() || /:\s*$/.test(line));
}

type SortedLines = { kept: string[]; moved: string[]; dropped: string[]; split: ParsedResume['other'] };

/**
 * A list of lines (a role's bullets, a degree's details, a section's lines) without its personal data:
 * every stretch of a line that states it, and a label alone with the value on the next line. A
 * personal-data heading read into the list ("PERSÖNLICHE DATEN" among a degree's details, its heading
 * missed) opens a section of its own: the rest of the list goes there, not to the degree.
 */
export function sortLines(lines: readonly string[], atTop: boolean): SortedLines {
  const sorted: SortedLines = { kept: [], moved: [], dropped: [], split: [] };
  let into = sorted.kept;
  let valueNext = false;
  for (const line of lines) {
    const text = line.trim();
    if (text === '') continue;
    if (isPersonalDataHeading(text)) {
      into = [];
      sorted.split.push({ heading: text.replace(/[:：]\s*$/, ''), lines: into });
      continue;
    }
    if (valueNext && text.length <= 80 && !looksLikeHeading(text) && statedDataKind(text) === null) {
      valueNext = false;
      sorted.moved.push(text);
      continue;
    }
    valueNext = false;
    if (text.length <= 200 && labelOnly.test(fold(text).key)) {
      sorted.moved.push(text);
      valueNext = true;
      continue;
    }
    const parts = sortLine(text, atTop || into !== sorted.kept);
    sorted.moved.push(...parts.moved);
    sorted.dropped.push(...parts.dropped);
    if (parts.kept !== null) into.push(parts.kept === text ? line : parts.kept);
  }
  sorted.split = sorted.split.filter((section) => section.lines.length > 0);
  return sorted;
}
