import type { LayoutLine } from '../documents/layout/layout-line';
import type { ParsedResume } from '@seeker/contract';
import { cleanResumeText } from './clean-resume-text';
import { withCells } from './layout-cells';
import { readableText } from './resume-length';
import { isLocation } from './header-places';
import { isKnownCity } from '../places/known-city';
import { asShortYearRange, isYearOrRange, writesShortYearRanges } from './short-year-ranges';
import { kindByContent, lineKey, visualHeadings, wrappedHeadingWords } from './layout-headings';
import { nameFromLayout } from './name-from-layout';
import { nameTheEmailConfirms } from './name-by-email';
import { labelledName, parseContact } from './parse-contact';
import { readSkillItems } from './skill-items';
import { degreePattern, schoolPattern } from './degree-and-school-words';
import { parseEducation } from './parse-education';
import { parseExperience } from './parse-experience';
import { withRepeatedRolesFolded } from './role-fragments';
import { readLabelledEducation } from './labelled-education';
import { readLabelledRoles, readRoleTable } from './labelled-roles';
import { headingKind, isKnownHeading, type SectionKind } from './resume-headings';
import { findHeaderDates } from './dates';
import { bulletMark, isNestedBullet, isSentence, readLines } from './resume-lines';
import { looksLikeRole } from './role-words';
import { onlyDates } from './only-dates';

/** Set as a name is: a capital first, five words at most, no comma or full stop, and no heading ("PUBLICATIONS"). */
const nameLike = (text: string) => /^\p{Lu}/u.test(text) && text.split(/\s+/).length <= 5 && !/[,.;:]/.test(text) && headingKind(text) === null;

// The word for a project, in the eight languages and their plurals.
const namesProjects = /(?<!\p{L})(?:projects?|projets?|projekte?|projekty?|proyectos?|progett[oi]|projetos?)(?!\p{L})/iu;
// Projects a role is of, led or run ("Coordinatore di progetti", "Líder de proyectos", "Head of Projects"): a job.
const projectsOfARole =
  /(?<!\p{L})(?:of|for|de|di|do|da|des|du|der|von|van|voor|dla|del|della|dei|degli|dos|das|em|en|in)\s+(?:\p{L}+\s+)?(?:projects?|projets?|projekte?|projekt[óo]w|proyectos?|progett[oi]|projetos?)(?!\p{L})|(?<!\p{L})(?:capo|chef|head|lead)\s+(?:de\s+)?(?:projects?|projets?|progetto|proyecto|projeto)(?!\p{L})/iu;

// A degree being studied for, as opposed to a role with a degree's word in it ("Research Associate").
// (A postdoctoral post is a job: "Post-doctorante", "Postdoctoral Researcher".)
const degreeProgramme = /(?<!post[-\s]?)\b(?:master|bachelor|doctor(?:ate)?|ph\.?\s?d|licenciatura|mestrado|diplom)\p{L}*\b/iu;

/** Prose as a paragraph is written: ending with a full stop, or long. */
const isParagraph = (text: string) => text.split(/\s+/).length >= (/[.!]$/.test(text.trim()) ? 12 : 20);

/** `label`: the heading was written as a label ("Projekte:"), its raw line kept for when it turns out not to open a section. */
export type Section = { kind: SectionKind | 'contact'; heading: string; lines: string[]; label?: string; byLayout?: true };

/**
 * A resume's extracted text (from a PDF, a DOCX or typed in) read into its sections. Headings are
 * recognised by name ("Work Experience", "SKILLS", "Licenses & Certifications:"); what comes before
 * the first one is the contact block. Nothing is added: every string in the answer is from the text.
 */
export function parseResume(whole: string, layout?: readonly LayoutLine[]): ParsedResume {
  // A resume's lines, at most mostResumeLines of them: readStructure says how many more were left unread.
  const { text } = readableText(whole);
  // Headings known by how the document sets them, where it has a layout (decision 0043).
  // The name as the page shows it, where the file has a layout: the largest text at the top that names a person.
  const laidOut = layout ? nameFromLayout(layout) : '';
  const visual = layout ? visualHeadings(layout, laidOut) : new Set<string>();
  const sections = splitSections(cleanResumeText(layout ? withCells(text, layout) : text), visual, layout ? wrappedHeadingWords(layout) : undefined);
  const resume: ParsedResume = {
    contact: { name: '', headline: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    experience: [],
    education: [],
    skills: [],
    other: [],
  };
  // The heading each role or degree was read under, for one that turns out to be none.
  const headingOf = new Map<object, string>();
  for (const section of sections) {
    const lines = readLines(section.lines);
    switch (section.kind) {
      case 'contact': {
        const { contact, rest: afterContact } = parseContact(lines.map((line) => line.text));
        resume.contact = contact;
        // Degrees under the name with no heading of their own ("Ph.D. · University of Wisconsin-Madison · 2021 – 2026"):
        // from the first line that names a degree, a school and its dates, the lines are the education.
        const datedDegree = (line: string) =>
          line.length <= 120 && !isSentence(line) && degreePattern.test(line) && schoolPattern.test(line) && findHeaderDates(line) !== null;
        // (The first of them may have been read as the headline under the name.)
        const below = datedDegree(contact.headline) ? [contact.headline, ...afterContact] : afterContact;
        if (below !== afterContact) contact.headline = '';
        const degreesFrom = below.findIndex(datedDegree);
        const rest = degreesFrom >= 0 ? below.slice(0, degreesFrom) : below;
        if (degreesFrom >= 0) resume.education.push(...parseEducation(readLines(below.slice(degreesFrom))));
        // Prose under the name with no heading of its own is a summary.
        if (rest.length > 0) resume.summary = rest.join(' ');
        break;
      }
      case 'summary':
        resume.summary = [resume.summary, ...lines.map((line) => line.text)].filter(Boolean).join(' ');
        break;
      case 'experience': {
        // Roles as a table or as labelled lines ("Empresa:", "Cargo:") are read by their labels; others by their dated lines.
        const entries = readRoleTable(lines) ?? readLabelledRoles(lines) ?? parseExperience(lines);
        for (const [index, entry] of entries.entries()) {
          // A paragraph above the first role ("10+ years in non-profit social services…") introduces the roles
          // after it: a summary, not a role. Duties with no role above them stay a role's.
          const introduces = index === 0 && entries.length > 1 && lines.length > 0 && !lines[0]!.bullet;
          if (introduces && !entry.role && !entry.company && !entry.dates && entry.bullets.length > 0 && entry.bullets.every(isParagraph)) {
            resume.summary = [resume.summary, ...entry.bullets].filter(Boolean).join(' ');
            continue;
          }
          // Lines among several roles with no title, employer or dates of their own ("Stages", a fragment a page
          // break left) are no role: kept as written under the section's heading, never shown as a blank role.
          // So are dates alone on their line ("2017–2019", "08/2011–12/2016" down a column): a period with no title,
          // employer or duties names no role.
          const datesAlone = !entry.company && entry.dates !== null && entry.bullets.length === 0 && (entry.role === '' || onlyDates(entry.role));
          if (entries.length > 1 && ((!entry.role && !entry.company && !entry.dates) || datesAlone)) {
            keepUnder(resume, section.heading, [...(datesAlone ? (entry.written ?? [entry.role]) : []), ...entry.bullets]);
            continue;
          }
          // "Master of Science … Candidate, New York University": a degree written among the roles is a degree.
          const header = `${entry.role} ${entry.company}`;
          if (degreeProgramme.test(header) && schoolPattern.test(header) && !looksLikeRole(entry.role.replace(degreeProgramme, ''))) {
            resume.education.push({ degree: entry.role, school: entry.company, dates: entry.dates, details: entry.bullets, written: entry.written });
          } else {
            resume.experience.push(entry);
            headingOf.set(entry, section.heading);
          }
        }
        break;
      }
      case 'education': {
        const entries = readLabelledEducation(lines) ?? parseEducation(lines);
        for (const entry of entries) headingOf.set(entry, section.heading);
        resume.education.push(...entries);
        break;
      }
      case 'skills': {
        // Spoken languages listed among the skills are languages: kept as a section of their own.
        const { skills, languages } = readSkillItems(lines.map((line) => line.text));
        // Contact details or a place a column split left among the skills ("562-446-6799 greg@example.org", "La Habra") are none.
        resume.skills.push(...skills.filter((skill) => !resume.skills.includes(skill) && !notASkill(skill)));
        if (languages.length > 0) resume.other.push({ heading: 'Languages', lines: languages });
        break;
      }
      case 'other': {
        // Records that label an employer, a title and dates ("Company : NTT DATA", "Designation : …", "Duration : …")
        // are roles whatever the heading says ("Projects Handled"); a referee's labelled record has no dates.
        const labelled = readLabelledRoles(lines);
        if (labelled && labelled.length > 0 && labelled.every((entry) => entry.role && entry.company && entry.dates))
          resume.experience.push(...labelled);
        else resume.other.push({ heading: section.heading, lines: lines.map((line) => line.text) });
        break;
      }
    }
  }
  // An education entry that names neither a degree nor a school ("DOCKER", "Windows 10, Linux Mint", a date alone) is
  // none, unless it is dated ("Physics, Caltech, 2010 – 2014": a field at a school known by its name): its lines stay,
  // under the heading it was read under.
  const [schooling, notSchooling] = partition(
    resume.education,
    (entry) =>
      entry.school.trim() !== '' ||
      degreePattern.test(entry.degree) ||
      schoolPattern.test(entry.degree) ||
      (entry.dates !== null && [entry.degree, ...(entry.written ?? [])].some((line) => line.trim() !== '' && !onlyDates(line))),
  );
  resume.education = schooling;
  for (const entry of notSchooling) keepUnder(resume, headingOf.get(entry) ?? 'Education', [...(entry.written ?? [entry.degree]), ...entry.details]);
  resume.experience = withRepeatedRolesFolded(resume.experience);
  // Where a resume dates its roles (two or more), a header with no dates (nor one written again with them, folded above)
  // is a role only where it reads an employer beside a job title, or beside a title set as a name is ("Server · Harbor
  // Grill"): not a project, a course ("Research Mentor Training"), a line a column split off, a heading, a sentence.
  // Its lines stay, under their section's heading.
  if (resume.experience.filter((entry) => entry.dates).length >= 2)
    resume.experience = resume.experience.filter((entry) => {
      if (entry.dates || (entry.company !== '' && (looksLikeRole(entry.role) || (nameLike(entry.role) && nameLike(entry.company))))) return true;
      keepUnder(resume, headingOf.get(entry) ?? '', [...(entry.written ?? [entry.role, entry.company]), ...entry.bullets]);
      return false;
    });
  // A header with no employer whose title names projects and no job ("Current Projects", "Projet scientifique",
  // "Michigan Tech Undergraduate Projects") is a project, not a role: its lines stay under their heading.
  resume.experience = resume.experience.filter((entry) => {
    if (entry.company !== '' || !namesProjects.test(entry.role) || projectsOfARole.test(entry.role) || looksLikeRole(entry.role)) return true;
    keepUnder(resume, headingOf.get(entry) ?? '', [...(entry.written ?? [entry.role]), ...entry.bullets]);
    return false;
  });
  // "2007-10" beside "2014-15" and "2011-13" is two years, as the resume writes its other ranges.
  if (writesShortYearRanges(text))
    for (const entry of [...resume.experience, ...resume.education]) if (isYearOrRange(entry.dates)) entry.dates = asShortYearRange(entry.dates!);
  // A role's title is no skill, though a skills list repeat it ("Freelance Illustrator" is not Adobe Illustrator).
  const titles = new Set(resume.experience.map((entry) => entry.role.toLowerCase()).filter(Boolean));
  resume.skills = resume.skills.filter((skill) => !titles.has(skill.toLowerCase()));
  if (laidOut !== '') resume.contact.name = laidOut;
  // A form's personal-data section ("Dane osobowe", "Persönliche Daten") may hold the labelled name the contact block lacks.
  if (resume.contact.name === '') resume.contact.name = labelledName(resume.other.slice(0, 2).flatMap((section) => section.lines));
  // Where the email address speaks for another line's name and not for the one read, that line's is the name.
  resume.contact.name = nameTheEmailConfirms(resume.contact.name, resume.contact.email, text.split('\n'));
  return resume;
}

/**
 * An email, a link, a phone number, or a place the gazetteer knows written as places are ("La Habra", "Bend, Oregon"):
 * contact details, never a skill. A one-word name stays (Spring and Phoenix are frameworks as well as places).
 */
const notASkill = (item: string) =>
  /@|https?:|www\.|\+?\d[\d ().-]{6,}\d/.test(item) || (isKnownCity(item) && item.includes(' ')) || (item.includes(',') && isLocation(item));

/** The resume's sections in order, each with its heading and raw lines; what precedes the first heading is 'contact'. */
export function splitSections(text: string, visual: ReadonlySet<string> = new Set(), notHeadings: ReadonlySet<string> = new Set()): Section[] {
  const sections: Section[] = [{ kind: 'contact', heading: '', lines: [] }];
  const written = text.replace(/\r\n?/g, '\n').split('\n');
  written.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const colon = line.indexOf(':');
    const [head, inline] = colon > 0 ? [line.slice(0, colon), line.slice(colon + 1).trim()] : [line, ''];
    // "Tools: React, Node" under a role, or "Languages: Go, Rust" among skills, is a line, not a new section.
    const within = sections.at(-1)!.kind;
    // A bullet under another ("  • M.T. in Elementary Education") or a table's row ("| Zeitraum | Ausbildung |") is never a heading.
    // Nor is a line the page sets as the body's, wrapped under the line above (layoutHeadings' wrappedHeadingWords).
    // Nor is an item of a list, marked as the lines next to it are ("! Leadership" over "! Organization"): a mark before
    // a heading alone ("■ EXPERIENCE") is a design's.
    const mark = bulletMark(raw);
    const listed = mark !== '' && [written[index - 1], written[index + 1]].some((beside) => beside !== undefined && bulletMark(beside) === mark);
    const kind = isNestedBullet(raw) || listed || line.startsWith('|') || notHeadings.has(lineKey(line)) ? null : headingKind(head, within);
    if (kind && !(inline && (within === 'experience' || within === 'skills'))) {
      sections.push({ kind, heading: head.trim(), lines: inline ? [inline] : [], ...(colon > 0 && inline === '' ? { label: raw } : {}) });
      return;
    }
    // A heading set as the document sets its headings, in words not known: its kind is read from what it holds.
    if (!kind && !listed && visual.has(lineKey(line))) {
      sections.push({ kind: 'other', heading: line, lines: [], byLayout: true });
      return;
    }
    sections.at(-1)!.lines.push(raw);
  });
  for (const section of sections) {
    if (section.byLayout) section.kind = kindByContent(section.lines, section.heading);
    // A heading read as education from a word in it ("Environmental Education", a subject taught) over dated roles and
    // no degree or school at all holds roles.
    else if (
      section.kind === 'education' &&
      !isKnownHeading(section.heading) &&
      !section.lines.some((line) => degreePattern.test(line) || schoolPattern.test(line))
    )
      section.kind = kindByContent(section.lines, section.heading) === 'experience' ? 'experience' : section.kind;
  }
  return withLabelsInRoles(sections);
}

/** A dated role's header line: short, not a sentence, with a range of two points. */
function isDatedHeader(raw: string) {
  const line = raw.trim();
  const found = line.length < 120 && !isSentence(line) ? findHeaderDates(line) : null;
  return found !== null && found.range.start !== found.range.end;
}

/**
 * A label inside a role ("Projekte:", "Responsibilities:") names a list of that role, not a section of
 * the resume: a section it opened among the roles, that goes on to a dated role's header, was still the
 * work experience.
 */
function withLabelsInRoles(sections: Section[]): Section[] {
  const merged: Section[] = [];
  // Labels found inside roles once are inside roles wherever they come again (the last role's "Projekte:").
  const roleLabels = new Set<string>();
  for (const section of sections) {
    const previous = merged.at(-1);
    const inRole = section.lines.some(isDatedHeader) || roleLabels.has(section.heading.toLowerCase());
    // An education heading written as a label ("Education:") opens the degrees, whose lines are dated as roles are.
    if (previous?.kind === 'experience' && section.label !== undefined && inRole && section.kind !== 'education') {
      roleLabels.add(section.heading.toLowerCase());
      previous.lines.push(section.label, ...section.lines);
      continue;
    }
    merged.push(section);
  }
  return merged;
}

/** Lines read as no entry, kept as written under their section's heading (with the section's other such lines). */
function keepUnder(resume: ParsedResume, heading: string, lines: readonly string[]) {
  const written = lines.filter((line) => line.trim() !== '');
  if (written.length === 0) return;
  const kept = resume.other.find((block) => block.heading === heading);
  if (kept) kept.lines.push(...written);
  else resume.other.push({ heading, lines: written });
}

/** The items that pass the test, and those that do not, each in their order. */
function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const passing: T[] = [];
  const failing: T[] = [];
  for (const item of items) (test(item) ? passing : failing).push(item);
  return [passing, failing];
}
