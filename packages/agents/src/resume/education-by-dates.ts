import type { EducationEntry } from '@seeker/contract';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import { degreeWithField } from './degree-field';
import { findHeaderDates } from './dates';
import { functionWords } from './function-words';
import { isLocation } from './header-places';
import { onlyDates, withoutDates } from './only-dates';
import { isSentence, type ResumeLine } from './resume-lines';
import { splitHeader } from './split-header';

/**
 * Education sections written to one template, read by it (issue 68): each entry has one dated line, and the lines
 * around it say the same thing in every entry ("OSZ IMT" over "2022 - 2025" over "technische Systemplanerin";
 * "Toegepaste Informatica · 2017-Heden" over "Hogeschool Gent"). Where an entry's school or degree carries its
 * word ("Fachschule", "Bachelor"), its place in the entry (the line before or after the dates, the piece of the
 * line) is where the other entries write theirs: so a degree with no degree's word ("Economie-Wiskunde") and a
 * school with no school's word ("OSZ IMT", "SENA") are read too. Undefined where the section keeps no such
 * template (entries of different shapes, prose, one entry alone): the line-by-line reader reads it.
 */
export function readEducationByDates(section: readonly ResumeLine[]): EducationEntry[] | undefined {
  const lines = joinWrapped(section);
  const dated = lines.flatMap((line, at) => (findHeaderDates(line.text) ? [at] : []));
  if (dated.length < 2) return undefined;
  // The entry's lines before its dates, as the first entry has them (the section opens with an entry).
  const lead = dated[0]!;
  if (lead > 2 || lines.slice(0, lead).some((line) => !headerLike(line))) return undefined;
  const starts = dated.map((at) => at - lead);
  // Each entry's lines before its dates are its own: not the dates of the entry before, and header lines.
  for (const [index, start] of starts.entries()) {
    if (index > 0 && start <= dated[index - 1]!) return undefined;
    if (lines.slice(start, dated[index]).some((line) => !headerLike(line) || onlyDates(line.text))) return undefined;
  }
  const entries = starts.map((start, index) => readEntry(lines.slice(start, starts[index + 1] ?? lines.length), lead));
  const schoolAt = commonPlace(
    entries.map((entry) => entry.pieces.find((piece) => schoolPattern.test(piece.text) && !degreePattern.test(piece.text))),
  );
  const degreeAt = commonPlace(
    entries.map((entry) => entry.pieces.find((piece) => degreePattern.test(piece.text) && !schoolPattern.test(piece.text))),
  );
  const read = entries.map((entry) => {
    const school =
      entry.pieces.find((piece) => schoolPattern.test(piece.text) && !degreePattern.test(piece.text)) ??
      entry.pieces.find((piece) => piece.place === schoolAt && !degreePattern.test(piece.text));
    const degree =
      entry.pieces.find((piece) => piece !== school && degreePattern.test(piece.text)) ??
      entry.pieces.find((piece) => piece !== school && piece.place === degreeAt);
    return { entry, school, degree };
  });
  // Without a degree's word anywhere, the degree is the piece every entry has beside its school, at one place.
  const otherAt = degreeAt ?? commonPlace(read.map(({ entry, school }) => (school ? entry.pieces.find((piece) => piece !== school) : undefined)));
  return read.map(({ entry, school, degree }) => {
    const studied = degree ?? entry.pieces.find((piece) => piece !== school && piece.place === otherAt);
    // The pieces after the degree on its line are its field ("Técnico em Edificações, Construção Civil").
    const sameLine = entry.pieces.filter((piece) => studied && piece.place.split(':')[0] === studied.place.split(':')[0]).map((piece) => piece.text);
    return {
      degree: studied ? degreeWithField(sameLine, studied.text, { school: school?.text ?? '', schoolElsewhere: Boolean(school) }) : '',
      school: school?.text ?? '',
      dates: splitHeader(entry.header).dates,
      details: entry.details,
      written: entry.header,
    };
  });
}

type Piece = { text: string; place: string };
type Entry = { header: string[]; details: string[]; pieces: Piece[] };

/** An entry's header (its lines up to the dates, and up to two short lines after them) and its details. */
function readEntry(lines: readonly ResumeLine[], lead: number): Entry {
  let end = lead + 1;
  while (end < lines.length && end <= lead + 2 && headerLike(lines[end]!) && !lines[end]!.bullet) end++;
  const header = lines.slice(0, end).map((line) => line.text);
  const pieces = header.flatMap((text, at) =>
    splitHeader([text])
      // A label ("kierunek:", "Major:") names what follows it, not a degree or a school.
      .parts.filter((part) => !/:\s*$/.test(part))
      .map((part) => part.replace(/^[\s:;,·|•–—-]+|[\s:;,·|•–—-]+$/g, ''))
      .filter((part) => /\p{L}{2}/u.test(part) && !isLocation(part) && !onlyDates(part))
      .map((part, index) => ({ text: part, place: `${at - lead}:${index}` })),
  );
  return { header, details: lines.slice(end).map((line) => line.text), pieces };
}

/** The place most of the entries that have a piece put it at, when most agree (two of three); undefined otherwise. */
function commonPlace(pieces: readonly (Piece | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const piece of pieces) if (piece) counts.set(piece.place, (counts.get(piece.place) ?? 0) + 1);
  const [place, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const found = pieces.filter(Boolean).length;
  return place !== undefined && count! * 3 >= found * 2 ? place : undefined;
}

/** A line that can be part of an entry's header: short, not a sentence, not a bullet's prose. */
function headerLike(line: ResumeLine) {
  return !isSentence(line.text) && line.text.split(/\s+/).length <= 14;
}

const trailingMark = /[\s·|•]+$/u;

/**
 * A header broken over lines as a narrow column breaks it ("Freie Fachschule für" over "Sozialpädagogik", "BSc
 * Physics with · 2020" over "Astrophysics", "… Gestão de Projetos -" over "Planejamento · (2021 - 2024)"): a line
 * ending with a function word, a comma or a dash goes on in the next (one beginning in lower case may be a detail:
 * "ingenieria de software" under its school).
 */
function joinWrapped(lines: readonly ResumeLine[]): ResumeLine[] {
  const joined: ResumeLine[] = [];
  for (const line of lines) {
    const before = joined.at(-1);
    if (before && !line.bullet && !onlyDates(line.text) && !namesItself(line.text) && headerLike(before) && continues(before.text)) {
      const dates = findHeaderDates(before.text);
      const words = withoutDates(before.text).replace(trailingMark, '');
      joined[joined.length - 1] = { ...before, text: dates ? `${words} ${line.text} · ${dates.range.text}` : `${words} ${line.text}` };
      continue;
    }
    joined.push(line);
  }
  return joined;
}

/** A line that names a school or a degree by its word begins a part of the entry; it does not go on with the line above. */
const namesItself = (text: string) => schoolPattern.test(text) || degreePattern.test(text);

function continues(before: string) {
  const words = withoutDates(before).replace(trailingMark, '');
  const last = /(\p{L}+)$/u.exec(words)?.[1];
  const functionWord = last !== undefined && last === last.toLowerCase() && last.length <= 5 && functionWords.has(last);
  return functionWord || /[,&/]$|\s[-–]$/u.test(words);
}
