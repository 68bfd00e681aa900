import type { DateRange, ExperienceEntry, ParsedResume } from '@seeker/contract';
import type { Skill } from './skill-vocabulary';
import { tokenize } from '../text/tokenize';
import { findSkills } from './find-skills';
import { stem } from './stem';

/**
 * The months a role surely covers, as month indexes (year × 12 + month). A year without a month is read
 * the shortest way it can be: "2016 – 2019" is December 2016 to January 2019, so a count of years made
 * from it is never more than the resume says. A role that starts in the future, or ends before it starts,
 * covers nothing.
 */
function monthsCovered(range: DateRange | null, now: Date): [number, number] | null {
  if (!range?.start) return null;
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const start = monthIndex(range.start, 'latest');
  const end = range.current ? nowIndex : range.end ? monthIndex(range.end, 'earliest') : null;
  // A start in the future, or an end more than a year ahead ("2001 – 2049"), is a misread or a typo.
  if (end === null || start > nowIndex || end > nowIndex + 12) return null;
  if (end < start) return range.end === range.start || !/-/.test(range.start) ? [start, start] : null;
  return [start, Math.min(end, nowIndex)];
}

function monthIndex(point: string, reading: 'earliest' | 'latest') {
  const [yearText, monthText] = point.split('-');
  const month = monthText ? Number(monthText) - 1 : reading === 'latest' ? 11 : 0;
  return Number(yearText) * 12 + month;
}

/** Whole years in the months the roles cover together (overlaps counted once); 0 when no dates can be read. */
export function yearsAcross(entries: readonly ExperienceEntry[], now: Date): number {
  const covered = new Set<number>();
  for (const entry of entries) {
    const span = monthsCovered(entry.dates, now);
    if (!span) continue;
    // Fifty years is more than any working life a resume lists: a larger span is a misread, not a career.
    if (span[1] - span[0] > 50 * 12) continue;
    for (let month = span[0]; month <= span[1]; month++) covered.add(month);
  }
  return Math.floor(covered.size / 12);
}

/** The resume's years of experience: every role's months together. */
export function experienceYears(resume: ParsedResume, now: Date): number {
  return yearsAcross(resume.experience, now);
}

/** Years with one skill: only the roles whose title or bullets name it count. */
export function yearsWithSkill(resume: ParsedResume, skill: Skill, now: Date): number {
  const roles = resume.experience.filter((entry) => findSkills([entry.role, ...entry.bullets].join('\n'), 'prose').has(skill));
  return yearsAcross(roles, now);
}

// Words that make a role another, lesser job than the title without them: a nursing assistant is no
// nurse, a driver's helper no driver (in the eight languages read).
const subordinateWords = new Set(
  [
    'assistant',
    'aide',
    'helper',
    'intern',
    'trainee',
    'apprentice',
    'student',
    'assistent',
    'assistentin',
    'praktikant',
    'praktikantin',
    'werkstudent',
    'auszubildender',
    'auxiliar',
    'ayudante',
    'asistente',
    'becario',
    'stagiaire',
    'apprenti',
    'assistente',
    'tirocinante',
    'stagista',
    'stagiair',
    'leerling',
    'asystent',
    'asystentka',
    'stazysta',
    'praktykant',
  ].map(stem),
);

// Words every title has that say nothing of which job it is.
const genericTitleWords = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'chief',
  'associate',
  'i',
  'ii',
  'iii',
  'iv',
  'of',
  'and',
  'the',
  'de',
  'y',
  'e',
  'und',
  'et',
]);

/**
 * Years in roles whose title has every telling word of `title`: what "Charge Nurse with N years" may say
 * (a Staff Nurse or a Nursing Assistant is not a charge nurse; a Senior Software Engineer is a software
 * engineer). A title of generic words only ("Lead") says no job, so no years.
 */
export function yearsAs(resume: ParsedResume, title: string, now: Date): number {
  // A skill in the title ("React Developer") is held to the roles that name it elsewhere (yearsWithSkill): here the job is "developer".
  const skillWords = new Set([...findSkills(title, 'list').values()].flat().flatMap((name) => tokenize(name)));
  const words = [
    ...new Set(
      tokenize(title)
        .filter((word) => !genericTitleWords.has(word) && !skillWords.has(word))
        .map(stem),
    ),
  ];
  if (words.length === 0) return 0;
  const titleStems = new Set(tokenize(title).map(stem));
  const roles = resume.experience.filter((entry) => {
    const stems = new Set(tokenize(entry.role).map(stem));
    // Every telling word of the title, and no word that makes the role a lesser job than the title says.
    return words.every((word) => stems.has(word)) && [...stems].every((word) => !subordinateWords.has(word) || titleStems.has(word));
  });
  return yearsAcross(roles, now);
}
