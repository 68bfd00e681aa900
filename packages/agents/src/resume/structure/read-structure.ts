import type { LayoutLine } from '../../documents/layout/layout-line';
import type { ConfirmedResume, DateRange, EducationEntry, ExperienceEntry, ParsedResume, ResumeStructure } from '@seeker/contract';
import { parseResume } from '../parse-resume';
import { parseProblems } from '../parse-quality';
import { markedAsReadByOcr } from './read-by-ocr';
import { keepPersonalDataInContact } from '../personal-data';
import { mostResumeLines, readableText } from '../resume-length';
import { isYearOrRange } from '../short-year-ranges';
import { looksLikeRole } from '../role-words';
import { isLocation } from '../header-places';
import { certificateHeading, languageHeading } from './section-kinds';
import { isPersonalDataHeading } from '../personal-data-heading';
import { checkableBasics, checkableEducation, checkableItems, checkableWork, itemSchemas } from './checkable-structure';

type Read = ResumeStructure['read'];
type WorkField = Read['work'][number]['uncertain'][number];
type EducationField = Read['education'][number]['uncertain'][number];

const line = (text: string, max = 300) => text.replace(/\s+/g, ' ').trim().slice(0, max);
const month = (point: string | null | undefined) => (point && /^\d{4}(-(0[1-9]|1[0-2]))?$/.test(point) ? point : undefined);
/** JSON Resume's dates: a current role has no endDate; a single period ("2019") has the same start and end. */
const datesOf = (range: DateRange | null) => {
  const startDate = month(range?.start);
  const endDate = range?.current ? undefined : month(range?.end);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
};
const order = (point: string | undefined) => (point ? point.padEnd(7, '-00') : '');

// A line that holds contact data or many digits is no one's title, employer or name.
const contactLike = /@|https?:|www\.|\+?\d[\d ().-]{6,}\d/;
const tooLong = (text: string, words: number) => text.split(/\s+/).length > words;

function workUncertain(entry: ExperienceEntry): WorkField[] {
  const fields: WorkField[] = [];
  const { role, company, dates } = entry;
  if (!role || !looksLikeRole(role) || contactLike.test(role) || tooLong(role, 10)) fields.push('position');
  if (!company || isLocation(company) || contactLike.test(company) || tooLong(company, 10) || (company && looksLikeRole(company) && !role))
    fields.push('name');
  if (!dates?.start) fields.push('startDate');
  if (dates?.start && !dates.current && (!dates.end || order(month(dates.end)) < order(month(dates.start)))) fields.push('endDate');
  // "2007-10" read as October 2007 may be 2007 to 2010: the person says which.
  if (isYearOrRange(dates)) fields.push('startDate', 'endDate');
  if ((entry.written?.length ?? 0) > 3) fields.push('position', 'name');
  if (entry.bullets.length === 0) fields.push('highlights');
  return [...new Set(fields)];
}

function educationUncertain(entry: EducationEntry): EducationField[] {
  const fields: EducationField[] = [];
  if (!entry.degree || contactLike.test(entry.degree) || tooLong(entry.degree, 14)) fields.push('studyType');
  if (!entry.school || contactLike.test(entry.school)) fields.push('institution');
  if (!entry.dates?.start && !entry.dates?.end) fields.push('endDate');
  return fields;
}

/** The reader's structure as the fields the check step shows (JSON Resume), with where each entry came from. */
export function toStructure(parsed: ParsedResume): { resume: ConfirmedResume; work: Read['work']; education: Read['education']; beyond: number } {
  const { contact } = parsed;
  const listed = (heading: RegExp) => parsed.other.filter((section) => heading.test(section.heading)).flatMap((section) => section.lines);
  const resume: ConfirmedResume = {
    basics: {
      name: line(contact.name, 200),
      ...(contact.headline ? { label: line(contact.headline, 200) } : {}),
      ...(contact.email ? { email: line(contact.email, 254) } : {}),
      ...(contact.phone ? { phone: line(contact.phone, 100) } : {}),
      ...(contact.location ? { location: { city: line(contact.location, 200) } } : {}),
      ...(parsed.summary ? { summary: parsed.summary.slice(0, 10_000) } : {}),
      ...(contact.links.length > 0 ? { profiles: contact.links.slice(0, 20).map((url) => ({ url: line(url, 2_000) })) } : {}),
    },
    work: parsed.experience.slice(0, 60).map((entry) => ({
      position: line(entry.role),
      name: line(entry.company),
      ...(entry.location ? { location: line(entry.location) } : {}),
      ...datesOf(entry.dates),
      highlights: entry.bullets.slice(0, 60).map((bullet) => bullet.slice(0, 2_000)),
    })),
    education: parsed.education.slice(0, 30).map((entry) => ({
      studyType: line(entry.degree),
      institution: line(entry.school),
      ...datesOf(entry.dates),
      ...(entry.details.length > 0 ? { courses: entry.details.slice(0, 60).map((detail) => detail.slice(0, 2_000)) } : {}),
    })),
    skills: parsed.skills.slice(0, 200).map((name) => ({ name: line(name, 200) })),
    certificates: listed(certificateHeading)
      .slice(0, 60)
      .map((name) => ({ name: line(name) })),
    // "English (native), Spanish (fluent)": each language its own entry, its level kept apart.
    languages: listed(languageHeading)
      .flatMap((text) => text.split(/\s*[,;|•·]\s*(?![^()]*\))/))
      .map((text) => /^(.+?)\s*(?:\(|:|\s[–-]\s)\s*([^()]+?)\)?$/.exec(text.trim()) ?? [text, text.trim()])
      .filter(([, language]) => language !== '')
      .slice(0, 30)
      .map(([, language, fluency]) => ({ language: line(language!, 100), ...(fluency ? { fluency: line(fluency, 100) } : {}) })),
  };
  return {
    resume,
    work: parsed.experience.slice(0, 60).map((entry) => ({ source: entry.written ?? [], uncertain: workUncertain(entry) })),
    education: parsed.education.slice(0, 30).map((entry) => ({ source: entry.written ?? [], uncertain: educationUncertain(entry) })),
    // Entries read past what the check step shows.
    beyond: Math.max(0, parsed.experience.length - 60) + Math.max(0, parsed.education.length - 30),
  };
}

/**
 * The structure made valid for the contract by construction: an entry the schema would refuse is kept, marked
 * unsure, for its owner to fix (a role read with neither title nor employer shows the line it came from); only an
 * entry with nothing to show is left out, and then a problem says so.
 */
function checkable(read: ReturnType<typeof toStructure>, now: Date) {
  const work = read.resume.work.flatMap((entry, index) => {
    const kept = checkableWork(entry, read.work[index]!, now);
    return kept ? [kept] : [];
  });
  const education = read.resume.education.flatMap((entry, index) => {
    const kept = checkableEducation(entry, read.education[index]!, now);
    return kept ? [kept] : [];
  });
  const left = read.resume.work.length - work.length + read.resume.education.length - education.length;
  const resume: ConfirmedResume = {
    basics: checkableBasics(read.resume.basics),
    work: work.map((entry) => entry.work),
    education: education.map((entry) => entry.education),
    skills: checkableItems(read.resume.skills, itemSchemas.skills),
    certificates: checkableItems(read.resume.certificates, itemSchemas.certificates),
    languages: checkableItems(read.resume.languages, itemSchemas.languages),
  };
  const problems = left > 0 ? [`${left} ${left === 1 ? 'entry was' : 'entries were'} read with nothing to show and left out`] : [];
  // The check step shows 60 roles and 30 degrees at most: what was read beyond them is said, never dropped silently.
  if (read.beyond > 0)
    problems.push(
      `${read.beyond} more ${read.beyond === 1 ? 'entry was' : 'entries were'} read than the check step shows (60 roles, 30 degrees); add them by hand`,
    );
  return { resume, work: work.map((entry) => entry.read), education: education.map((entry) => entry.read), problems };
}

/** Lines past the longest resume read are said, never dropped silently. */
function unreadProblem(unread: number): string[] {
  if (unread === 0) return [];
  return [
    `only the first ${mostResumeLines.toLocaleString('en')} lines were read; the ${unread.toLocaleString('en')} after them were not (is this the right file?)`,
  ];
}

/** How a resume's text is read: the lines it was laid out in (decision 0043), and the day dates are judged by. */
export type ReadOptions = {
  layout?: readonly LayoutLine[];
  now?: Date;
  /** The text was read from images by OCR: every field is marked unsure (markedAsReadByOcr). */
  ocr?: boolean;
};

/** What Seeker read from a resume's text, for its owner to check: the fields, where each came from, what is unsure. */
export function readStructure(text: string, { layout, now = new Date(), ocr = false }: ReadOptions = {}): Pick<ResumeStructure, 'resume' | 'read'> {
  const readable = readableText(text);
  // Personal data (a birth date, an address, a parent's name) is no role's, degree's or skill's: it stays in the contact block.
  const parsed = keepPersonalDataInContact(parseResume(readable.text, layout)).resume;
  const { resume, work, education, problems } = checkable(toStructure(parsed), now);
  const name = resume.basics.name;
  const nameUnsure = !name || contactLike.test(name) || tooLong(name, 5) || looksLikeRole(name);
  const left = leftOut(parsed);
  const structure: Pick<ResumeStructure, 'resume' | 'read'> = {
    resume,
    read: {
      basics: { uncertain: nameUnsure ? ['name'] : [] },
      work,
      education,
      problems: [...parseProblems(parsed, readable.text), ...problems, ...unreadProblem(readable.unread)],
      ...(left.length > 0 ? { leftOut: left } : {}),
    },
  };
  return ocr ? markedAsReadByOcr(structure) : structure;
}

/**
 * The sections read that the check step has no fields for ("Activities, Honors, and Memberships", projects kept under
 * their heading), said so their owner knows what tailoring leaves out; certificates and languages have fields, and
 * personal data stays in the contact block.
 */
function leftOut(parsed: ParsedResume): { heading: string; lines: number }[] {
  const sections = new Map<string, number>();
  for (const { heading, lines } of parsed.other) {
    if (lines.length === 0 || certificateHeading.test(heading) || languageHeading.test(heading) || isPersonalDataHeading(heading)) continue;
    const named = heading.replace(/[:\s]+$/, '').trim() || 'Lines under no heading';
    sections.set(named, (sections.get(named) ?? 0) + lines.length);
  }
  return [...sections].slice(0, 20).map(([heading, lines]) => ({ heading: heading.slice(0, 200), lines }));
}
