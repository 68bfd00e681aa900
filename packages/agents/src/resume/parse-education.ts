import type { EducationEntry } from '@seeker/contract';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import { withFieldApartFromSchool } from './glued-school-field';
import { withoutPlaceEchoes } from './degree-line-echoes';
import { degreeWithoutEnrolment, schoolWithoutEnrolment } from './enrolment-words';
import { readEducationTable } from './read-education-table';
import { readEducationByDates } from './education-by-dates';
import type { ResumeLine } from './resume-lines';
import { onlyDates } from './only-dates';
import { findHeaderDates, normalizeDatePoint } from './dates';
import { splitHeader } from './split-header';
import { isLocation } from './header-places';
import { endsMidPhrase } from './ends-mid-phrase';
import { withWrappedSchoolNames } from './wrapped-school-names';
import { besideSchool, degreeWithField, isBare, saidOnce, schoolWithoutField } from './degree-field';

/**
 * "Master of Science in AI, Specialization in Vision, MIT, Cambridge" or "B.S., Computer Science, Georgia
 * Tech": the school a degree's line names without a school's word. A bare degree's next piece is its field;
 * a school guessed so is an acronym or two words or more ("London" may be a place); null when none.
 */
function schoolNamedAfter(parts: readonly string[], degree: string): string {
  const after = parts.slice(parts.indexOf(degree) + (isBare(degree) ? 2 : 1));
  const candidate = after.find(
    (part) =>
      !degreePattern.test(part) &&
      !besideSchool.test(part) &&
      /^\p{Lu}/u.test(part) &&
      !/\d/.test(part) &&
      part.split(/\s+/).length <= 6 &&
      !isLocation(part),
  );
  return candidate && (/^[\p{Lu}&.]{2,8}$/u.test(candidate) || candidate.includes(' ')) ? candidate : '';
}

// The word before a school's name that says "at" or "from", in the eight languages, and the capitalised
// words of the name before its school's word ("at Ohio State University").
const atSchool =
  /\s+(?:at(?:\s+the)?|from(?:\s+the)?|à\s+l['’]|à\s+la|à|au|en(?:\s+(?:la|el))?|na|no|em|pela|pelo|presso(?:\s+(?:la|il|l['’]))?|all['’]|alla|an\s+der|am|bei|aan\s+(?:de|het)|op\s+(?:de|het)|bij|w)\s*(?:[·•|]\s+)?((?:\p{Lu}[\p{L}.'’&-]*\s+){0,4})$/u;

/**
 * "Maîtrise de physique à l'Université de Nantes (1985)", "Bachelor of Arts at Ohio State University":
 * a degree and its school in one phrase, set apart as two pieces at the word before the school's name.
 */
function schoolApart(text: string): string {
  const school = schoolPattern.exec(text);
  // "Bachelor of Science (M.E.Cs) from SVU, Tirupathi in 2010": after a degree, "from" names the school, a school's word or not.
  // So do Dutch "op de", "op het" ("MBO-opleiding Gaming op het · Deltion College").
  const from = school
    ? null
    : /^(.+?)\s+(?:from|op\s+(?:de|het))\s+(?:[·•|]\s+)?(\p{Lu}[\p{L}.&'’-]*(?:\s+\p{Lu}[\p{L}.&'’-]*){0,5})(?=$|[\s,;(])/u.exec(text);
  if (from && degreePattern.test(from[1]!)) return `${from[1]!}, ${text.slice(from[0].length - from[2]!.length)}`;
  if (!school || school.index === 0) return text;
  const before = text.slice(0, school.index);
  const word = atSchool.exec(before);
  if (!word || !degreePattern.test(before.slice(0, word.index))) return text;
  return `${before.slice(0, word.index)}, ${word[1]!}${text.slice(school.index)}`;
}

/**
 * The school a line names: the first part with a school's word, and the parts right after it that have one too
 * ("College of Medicine, University of Mosul", "Faculty of Pharmacy, University of Philadelphia").
 */
function schoolParts(parts: readonly string[], degree: string): string | undefined {
  const first = parts.findIndex((part) => part !== degree && schoolPattern.test(part));
  if (first < 0) return undefined;
  let last = first;
  while (last + 1 < parts.length && parts[last + 1] !== degree && schoolPattern.test(parts[last + 1]!) && !degreePattern.test(parts[last + 1]!))
    last++;
  return parts.slice(first, last + 1).join(', ');
}

/**
 * "New River Community College Associate of Applied Science : Business Management": a school's name that ends in its
 * school's word, glued to the degree after it, is set apart from it.
 */
export function schoolThenDegreeApart(text: string): string {
  const degree = degreePattern.exec(text);
  if (!degree || degree.index === 0) return text;
  const before = text.slice(0, degree.index).trimEnd();
  const school = new RegExp(`(?:${schoolPattern.source})$`, schoolPattern.flags).exec(before);
  return school && school.index > 0 && /^\p{Lu}/u.test(before) ? `${before}, ${text.slice(degree.index)}` : text;
}

/**
 * "High School Diploma : University of Texas - City , State", "BA : 1987 University of Wisconsin": what a spaced
 * colon sets after a degree is its school where it names one by a school's word (and not its field, as in
 * "Bachelor of Science : Accounting"): the two are set apart.
 */
export function labelledSchoolApart(text: string): string {
  const at = text.indexOf(' : ');
  if (at < 0) return text;
  const right = text.slice(at + 3);
  // The school's name, after a year that may lead it, up to a year, a dash or a comma ("Law May 2015 Fordham
  // University" is a field and its date first).
  const head = right.replace(/^(?:\d{1,2}\/)?(?:19|20)\d{2}\s+/, '').split(/\s+[-–]\s+|,|\s(?=(?:19|20)\d{2}\b)/)[0]!;
  // A school's word there may name a field ("Master of Science : School and District Administration , 2010 Touro
  // College"): only where no school is named after it.
  const named = schoolPattern.test(head) && (!degreePattern.test(head) || namesASchool(head));
  return named && !schoolPattern.test(right.slice(right.indexOf(head) + head.length)) ? `${text.slice(0, at)}, ${right}` : text;
}

/**
 * "Bachelor of Science : Accounting , 2006 University of Phoenix", "Northern Maine Community College 1994 Associate":
 * a lone year between a degree and its school parts them, as a separator would; a line with a range is left alone.
 */
function yearApart(text: string): string {
  // "… from Madras University in 2013. Correspondence": the year the degree was taken parts what follows.
  text = text.replace(/(?<=\p{L})\s+in\s+((?:19|20)\d{2})(?!\d)\.?/u, ' · $1 · ');
  if (findHeaderDates(text)) return text;
  // "J.D. : Law May 2015 Fordham University": a month's name before the year is the date's.
  return text.replace(
    /(?<=[\p{L}.)])\s*,?\s+(?:(\p{L}{3,10}\.?)\s+)?((?:19|20)\d{2})\s+(?=\p{Lu})/u,
    (whole, word: string | undefined, year: string) => {
      const dated = word !== undefined && normalizeDatePoint(`${word} ${year}`)?.length === 7;
      return dated ? ` · ${word} ${year} · ` : `${word ? ` ${word}` : ''} · ${year} · `;
    },
  );
}

/** A line that can name a school with no school's word ("UniFanor", "SENA"): short, capitalised, no digits, not prose. */
const nameLine = (text: string) =>
  /^\p{Lu}/u.test(text) &&
  text.split(/\s+/).length <= 6 &&
  !/\d/.test(text) &&
  !/[.,;:]$/.test(text) &&
  !degreePattern.test(text) &&
  !isLocation(text);

/**
 * "UniFanor" over "Bacharelado em Engenharia, Engenharia Civil · (2014 - 2019)": a degree read with no school (or
 * one guessed from its own line) takes the plain name line right above it, which the entry before had as a detail.
 */
function schoolsNamedAbove(drafts: Draft[], lines: readonly ResumeLine[]): void {
  drafts.forEach((draft, index) => {
    const before = drafts[index - 1];
    const above = lines[draft.start - 1];
    if (!draft.degree || (draft.school && !draft.guessed && !draft.inherited) || !before || !above || above.bullet) return;
    if (before.details.at(-1) !== above.text || !nameLine(above.text)) return;
    before.details.pop();
    // A school guessed from the degree's own line ("…, Engenharia Civil") was the degree's field.
    if (draft.school && draft.guessed) draft.degree = `${draft.degree}, ${draft.school}`;
    Object.assign(draft, { school: above.text, guessed: false, inherited: false });
    draft.header.unshift(above.text);
  });
}

/** A line that can finish a wrapped degree: a few words, no dates, no school, not a list's item. */
const wrapsOn = (line: ResumeLine) =>
  !line.bullet &&
  line.text.trim().split(/\s+/).length <= 6 &&
  !findHeaderDates(line.text) &&
  !schoolPattern.test(line.text) &&
  !isLocation(line.text.trim());

/** "Temple City High School", "Public Vocational High School 1 Cirebon": a school's name that only "high school" made look like a degree ("High School Diploma" is one). */
function namesASchool(part: string) {
  return /\bhigh school\b/i.test(part) && !degreePattern.test(part.replace(/\bhigh school\b/gi, ' '));
}

/** Prose rather than a header: many words, or a full stop after a word in lower case (not "B.Com." or "Univ."). */
function isProse(text: string) {
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length > 20 || /(?:^|\s)\p{Ll}{3,}[.!]$/u.test(text);
}

/**
 * `closed`: a detail other than a place has been read, so the next header starts another entry;
 * `guessed`: the school was named without a school's word, so a line with one replaces it.
 */
type Draft = {
  /** The index of the line the entry starts at. */
  start: number;
  degree: string;
  school: string;
  header: string[];
  details: string[];
  schoolFirst: boolean;
  closed: boolean;
  guessed: boolean;
  /** The school was the entry before's (a school over its degrees): a name line right above the degree replaces it. */
  inherited: boolean;
  indent: number;
  bulleted: boolean;
};

const newDraft = (line: ResumeLine, start: number): Draft => ({
  start,
  degree: '',
  school: '',
  header: [],
  details: [],
  schoolFirst: false,
  closed: false,
  guessed: false,
  inherited: false,
  indent: line.indent ?? 0,
  bulleted: line.bullet,
});

/**
 * Degrees with their school, dates and details (GPA, honours), in the order written, whether each is
 * one line ("Ph.D in Accounting, Arizona State University, 2021"), a degree over its school, a school
 * over its degrees (each of them at that school), or a bulleted list of any of these.
 */
export function parseEducation(written: readonly ResumeLine[]): EducationEntry[] {
  const lines = withWrappedSchoolNames(written);
  const table = readEducationTable(lines);
  if (table) return table;
  const byLines = readLineByLine(lines);
  // A section written to one template is read by it where that reads more entries whole (a degree and its school).
  const byTemplate = readEducationByDates(lines);
  const read = byTemplate && readsMore(byTemplate, byLines) ? byTemplate : byLines;
  // A school's name never begins with a date ("08/2011 PGCC Professional Golfers Career College"): that is the entry's.
  return read.map((entry) => ({
    ...entry,
    degree: saidOnce(entry.degree),
    school: schoolWithoutField(entry.school.replace(/^(?:\d{1,2}[/.])?(?:19|20)\d{2}\s+(?=\p{L})/u, ''), entry.degree),
  }));
}

const whole = (entries: readonly EducationEntry[]) => entries.filter((entry) => entry.degree && entry.school).length;
const named = (entries: readonly EducationEntry[]) => entries.filter((entry) => entry.degree || entry.school).length;
/** More entries read whole (a degree and its school), or some that name one of them where the other reads none. */
const readsMore = (some: readonly EducationEntry[], other: readonly EducationEntry[]) =>
  whole(some) > whole(other) || (named(other) === 0 && named(some) > 0);

function readLineByLine(lines: readonly ResumeLine[]): EducationEntry[] {
  const drafts: Draft[] = [];
  // A section whose first entry puts a plain name line over its degree ("UniFanor" over "Bacharelado em …") writes
  // every school above its degree: the line under a degree is then the next entry's school, not this one's.
  const [first, second] = lines;
  const schoolsFirst =
    first !== undefined && second !== undefined && nameLine(first.text) && !schoolPattern.test(first.text) && degreePattern.test(second.text);
  // The section names a degree before any school: each school's line comes after its degree, past a thesis's lines.
  const firstSchool = lines.findIndex((line) => schoolPattern.test(line.text));
  const firstDegree = lines.findIndex((line) => degreePattern.test(line.text));
  const degreesLead = firstDegree >= 0 && firstSchool > firstDegree && !schoolPattern.test(lines[firstDegree]!.text);
  lines.forEach((line, index) => {
    let current = drafts.at(-1);
    // "…, Specialization in AI ,MIT, Cambridge," over "USA": a header that ends with a comma goes on.
    if (current && !current.closed && current.header.at(-1)?.endsWith(',') && lines[index - 1]?.text === current.header.at(-1)) {
      current.header.push(line.text);
      return;
    }
    // "BSc Physics with" over "Astrophysics": a degree that wraps after a word that joins goes on on the next line.
    if (current?.degree && !current.closed && endsMidPhrase(current.degree) && lines[index - 1]?.text === current.header.at(-1) && wrapsOn(line)) {
      current.degree = `${current.degree} ${line.text.trim()}`;
      current.header.push(line.text);
      return;
    }
    const written = schoolApart(yearApart(labelledSchoolApart(schoolThenDegreeApart(line.text))));
    const split = splitHeader([written]);
    const parts = withoutPlaceEchoes(split.parts, split.location, written);
    const degree = parts.find((part) => degreePattern.test(part) && !namesASchool(part)) ?? '';
    // A degree under its school's line ("University of Nebraska" over "Doctorate of Nursing Practice • Graduating May 2025") completes it.
    const completes = Boolean(degree && current?.schoolFirst && !current.degree && !current.closed);
    const named = schoolParts(parts, degree);
    const school = named ?? (degree && !completes ? schoolNamedAfter(parts, degree) : '');
    // Prose is a detail; so is a line under a whole entry written deeper than it ("  * Information Systems
    // Certificate" under a degree and its school), or a bullet under a whole entry that is no bullet ("• Member, Honors College").
    const whole = Boolean(current?.degree && current.school && !current.schoolFirst);
    const under = whole && ((line.indent ?? 0) > current!.indent || (line.bullet && !current!.bulleted));
    const header = (degree || school) && !isProse(line.text) && !under;
    if (!header) {
      if (!current) drafts.push((current = newDraft(line, index)));
      // "University of Central Lancashire" over "2019 - 2021" over "DIPLOMA OF HIGHER EDUCATION": the dates' own line
      // is the entry's, and does not end it.
      if (onlyDates(line.text) && !current.closed) {
        current.header.push(line.text);
        return;
      }
      // "Bachelor of Science" over "State University": the plain line after a degree alone is its school.
      if (
        !schoolsFirst &&
        current.details.length === 0 &&
        !line.bullet &&
        !current.school &&
        current.degree &&
        lines[index - 1]?.text === current.header.at(-1)
      )
        // A guess: a line with a school's word before the next degree corrects it (a thesis's title under a degree).
        Object.assign(current, { school: line.text, guessed: degreesLead });
      else {
        current.details.push(line.text);
        // "Baruch College" over "Gramercy Park, NY" over "B.A. Mathematics": a place does not end the entry.
        current.closed ||= !isLocation(line.text);
      }
      return;
    }
    const inheritsSchool = Boolean(current?.schoolFirst && degree && !school && current.degree);
    // A school's word on the line after a guessed school ("Bachelor of Science, Computer Science" over "University of Washington") corrects the guess.
    if (!schoolsFirst && current && named && !degree && current.guessed && (!current.closed || degreesLead)) {
      Object.assign(current, { school: named, guessed: false });
      current.header.push(line.text);
      return;
    }
    if (!current || current.closed || (degree && current.degree) || (school && current.school)) {
      const next = newDraft(line, index);
      if (inheritsSchool) Object.assign(next, { school: current!.school, schoolFirst: true, inherited: true });
      drafts.push((current = next));
    }
    current.header.push(line.text);
    if (school && !current.school) Object.assign(current, { school, guessed: !named });
    // "Incomplete in Applied Mathematics — University of Colorado Denver": what the line says beside its school is what was studied.
    // "Associates, Applied Science Electronics Engineering": a bare degree's field is the piece after it, when that is
    // neither the school, a place nor a date.
    const withField = degree
      ? degreeWithField(parts, degree, { school, schoolElsewhere: Boolean(completes || (current?.school && !current.degree && !current.closed)) })
      : '';
    const studied =
      withField ||
      (school
        ? (parts
            .slice(
              0,
              Math.max(
                0,
                parts.findIndex((part) => school.startsWith(part)),
              ),
            )
            .find((part) => !besideSchool.test(part) && !isLocation(part) && !/\d/.test(part)) ?? '')
        : '');
    if (studied && !current.degree) current.degree = studied;
    if (school && !degree && current.header.length === 1) current.schoolFirst = true;
  });
  schoolsNamedAbove(drafts, lines);
  // An entry whose one line went to the degree under it is no entry.
  return drafts
    .filter((draft) => draft.degree || draft.school || draft.details.length > 0 || draft.header.length > 0)
    .map(({ degree, school, header, details }) => ({
      ...withFieldApartFromSchool(degreeWithoutEnrolment(degree), schoolWithoutEnrolment(school, degree), header),
      dates: splitHeader(header.map(yearApart)).dates,
      details,
      written: [...header],
    }));
}
