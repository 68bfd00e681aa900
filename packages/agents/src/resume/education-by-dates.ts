import type { EducationEntry } from '@seeker/contract';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import { degreeWithField } from './degree-field';
import { findHeaderDates } from './dates';
import { functionWords } from './function-words';
import { isLocation } from './header-places';
import { isLanguageName, isLevel } from './language-names';
import { onlyDates } from './only-dates';
import { isSentence, type ResumeLine } from './resume-lines';
import { splitHeader } from './split-header';

/**
 * Education sections written to one template, read by it (issue 68): each entry has one dated line, and the lines
 * around it say the same thing in every entry ("Universiteit Gent" over "2014 - 2017" over "Economie";
 * "Toegepaste Informatica · 2017-Heden" over "Hogeschool Gent"). Where the entries that name a school or a degree
 * by its word ("Hogeschool", "Bachelor") all put it at one place in the entry (the line before or after the dates,
 * the piece of the line), an entry naming the one by its word has the other read at the other's place: so a degree
 * with no degree's word ("Economie-Wiskunde") and a school with no school's word ("SENA") are read too. Every line
 * not read as the degree, the school or the dates is a detail, as written. Undefined where the section keeps no such
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
  const namedSchool = (entry: Entry) => entry.pieces.find((piece) => schoolPattern.test(piece.text) && !degreePattern.test(piece.text));
  const namedDegree = (entry: Entry) => entry.pieces.find((piece) => degreePattern.test(piece.text) && !schoolPattern.test(piece.text));
  const schoolAt = agreedPlace(entries.map(namedSchool));
  const degreeAt = agreedPlace(entries.map(namedDegree));
  const read: { entry: Entry; school: Piece | undefined; degree: Piece | undefined }[] = entries.map((entry) => {
    const [school, degree] = [namedSchool(entry), namedDegree(entry)];
    // The template fills in the one an entry does not name by its word.
    if (school && !degree) return { entry, school, degree: degreeAt ? atPlace(entry, degreeAt, school) : undefined };
    if (degree && !school) return { entry, degree, school: schoolAt ? atPlace(entry, schoolAt, degree) : undefined };
    return { entry, school, degree };
  });
  // No degree named by its word anywhere: the degree is the piece each entry has beside its school, where all agree.
  const otherAt = degreeAt ?? agreedPlace(read.map(({ entry, school }) => (school ? entry.pieces.find((piece) => piece !== school) : undefined)));
  // An entry naming neither ("Economie-Wiskunde · 2008-2014" over "Klein Seminarie Roeselare") is read by the
  // template only where two entries or more agree on both places.
  for (const entry of read) {
    if (entry.school || entry.degree || !schoolAt || !otherAt) continue;
    entry.school = atPlace(entry.entry, schoolAt);
    entry.degree = entry.school && atPlace(entry.entry, otherAt, entry.school);
    if (!entry.degree) entry.school = undefined;
  }
  // Every entry one dated line naming neither by its word, with one name beside its dates and place ("2013-2015 ·
  // Central Catholic High · Portland, Oregon"): a list of the schools attended, each name the school.
  const onDatedLine = (entry: Entry) => entry.pieces.filter((piece) => piece.line === entry.datedLine);
  if (lead === 0 && read.every(({ entry, school, degree }) => !school && !degree && onDatedLine(entry).length === 1))
    for (const entry of read) entry.school = onDatedLine(entry.entry)[0];
  return read.map(({ entry, school, degree }) => {
    const studied = degree ?? (school && otherAt ? atPlace(entry, otherAt, school) : undefined);
    // The pieces after the degree on its line are its field ("Técnico em Edificações, Construção Civil").
    const sameLine = studied ? entry.pieces.filter((piece) => piece.line === studied.line).map((piece) => piece.text) : [];
    const written = studied ? degreeWithField(sameLine, studied.text, { school: school?.text ?? '', schoolElsewhere: Boolean(school) }) : '';
    // The header: the dated line and the lines the degree and the school are read from; every other line a detail.
    const used = new Set([entry.datedLine, school?.line, studied?.line]);
    return {
      degree: written,
      school: school?.text ?? '',
      dates: splitHeader([entry.lines[entry.datedLine]!.text]).dates,
      details: entry.lines.flatMap((line, at) => (used.has(at) ? [] : line.written)),
      written: entry.lines.flatMap((line, at) => (used.has(at) ? line.written : [])),
    };
  });
}

type Line = ResumeLine & { written: string[] };
/** A piece's place in its entry, twice: its line (from the dates) and its index from the line's start ("0:1") and from its end ("0:-1"). */
type Piece = { text: string; place: string; placeFromEnd: string; line: number };
type Entry = { lines: Line[]; datedLine: number; pieces: Piece[] };

/** A piece at a place the template gives, when it can be what that place holds: not a language, a level, a school or a degree named by its word. */
function atPlace(entry: Entry, place: string, other?: Piece): Piece | undefined {
  const piece = entry.pieces.find((candidate) => candidate !== other && (candidate.place === place || candidate.placeFromEnd === place));
  if (!piece || isLanguageName(piece.text) || isLevel(piece.text)) return undefined;
  return schoolPattern.test(piece.text) || degreePattern.test(piece.text) ? undefined : piece;
}

/** An entry's pieces: of its lines up to the dates and up to two short lines after them, each with its place. */
function readEntry(lines: readonly Line[], lead: number): Entry {
  let end = lead + 1;
  while (end < lines.length && end <= lead + 2 && headerLike(lines[end]!) && !lines[end]!.bullet) end++;
  const pieces = lines.slice(0, end).flatMap((line, at) => {
    const parts = splitHeader([line.text])
      // A label ("kierunek:", "Major:") names what follows it, not a degree or a school.
      .parts.filter((part) => !/:\s*$/.test(part))
      .map((part) => part.replace(/^[\s:;,·|•–—-]+|[\s:;,·|•–—-]+$/g, ''))
      .filter((part) => (degreePattern.test(part) || /\p{L}{2}/u.test(part)) && !isLocation(part) && !onlyDates(part));
    return parts.map((part, index) => ({
      text: part,
      place: `${at - lead}:${index}`,
      placeFromEnd: `${at - lead}:${index - parts.length}`,
      line: at,
    }));
  });
  return { lines: [...lines], datedLine: lead, pieces };
}

/**
 * The place every entry that has a piece puts it at, when at least two do and none puts it elsewhere, counted from
 * the line's start or else from its end (a degree with a field before the school: "Bachelor in X, Studienrichtung
 * Y - School" beside "Bachelor in Z, School"); undefined otherwise: one entry's shape is no template.
 */
function agreedPlace(pieces: readonly (Piece | undefined)[]): string | undefined {
  const found = pieces.filter((piece) => piece !== undefined);
  if (found.length < 2) return undefined;
  for (const placeOf of [(piece: Piece) => piece.place, (piece: Piece) => piece.placeFromEnd]) {
    const places = new Set(found.map(placeOf));
    if (places.size === 1) return [...places][0];
  }
  return undefined;
}

/** A line that can be part of an entry's header: short, not a sentence, not a bullet's prose. */
function headerLike(line: ResumeLine) {
  return !isSentence(line.text) && line.text.split(/\s+/).length <= 14;
}

/**
 * A header broken over lines as a narrow column breaks it ("Freie Fachschule für" over "Sozialpädagogik", "…
 * Gestão de Projetos -" over "Planejamento · (2021 - 2024)"): an undated line that ends with a function word, a
 * comma or a dash goes on in the next, unless that one names a school or a degree by its own word. A line holding
 * dates is whole ("Physics, Caltech, 2010 – 2014" is no line broken at its comma).
 */
function joinWrapped(lines: readonly ResumeLine[]): Line[] {
  const joined: Line[] = [];
  for (const line of lines) {
    const before = joined.at(-1);
    if (before && !line.bullet && !onlyDates(line.text) && !namesItself(line.text) && headerLike(before) && continues(before.text)) {
      joined[joined.length - 1] = { ...before, text: `${before.text} ${line.text}`, written: [...before.written, line.text] };
      continue;
    }
    joined.push({ ...line, written: [line.text] });
  }
  return joined;
}

/** A line that names a school or a degree by its word begins a part of the entry; it does not go on with the line above. */
const namesItself = (text: string) => schoolPattern.test(text) || degreePattern.test(text);

function continues(before: string) {
  if (findHeaderDates(before)) return false;
  const words = before.trimEnd();
  const last = /(\p{L}+)$/u.exec(words)?.[1];
  const functionWord = last !== undefined && last === last.toLowerCase() && last.length <= 5 && functionWords.has(last);
  return functionWord || /[,&/]$|\s[-–]$/u.test(words);
}
