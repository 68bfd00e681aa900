// How a read resume compares with its hand label (packages/agents/src/testing/resume-files/labels): what the person
// sees on "Check what Seeker read" (GET /api/resumes/{id}/structure) against what a careful reader wrote down.
import type { ConfirmedResume } from '@seeker/contract';

export type LabelRole = { employer: string; title: string; start: string | null; end: string | null };
export type ResumeLabel = {
  file: string;
  layout: 'one-column' | 'two-column';
  language: string;
  scanned: boolean;
  labelledBy?: string;
  expected: {
    name: string;
    email: string;
    phone: string;
    roles: LabelRole[];
    education: { degree: string; school: string }[];
    skills: string[];
    languages?: string[];
  };
};

/** Case, accents' composition, punctuation and spacing folded: "Dawdle AI," and "dawdle ai" are the same words. */
export const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const same = (label: string, read: string | undefined) => fold(label) === fold(read ?? '');
const words = (text: string) => new Set(fold(text).split(' ').filter(Boolean));
/** Share of the label's words the read text has: pairs a read entry with the label entry it is an attempt at. */
const overlap = (label: string, read: string) => {
  const expected = words(label);
  if (expected.size === 0) return 0;
  const got = words(read);
  return [...expected].filter((word) => got.has(word)).length / expected.size;
};

type ReadWork = ConfirmedResume['work'][number];
type ReadEducation = ConfirmedResume['education'][number];

/** A label's date against the read one: the same year or month; "present" is a start without an end; null no date. */
function sameStart(label: string | null, read: ReadWork) {
  return label === null ? read.startDate === undefined : read.startDate === label;
}
function sameEnd(label: LabelRole, read: ReadWork) {
  if (label.end === 'present') return read.startDate !== undefined && read.endDate === undefined;
  if (label.end === null) return read.endDate === undefined;
  // A single period ("2019") is the same start and end; the check step writes it as a start alone or both.
  return read.endDate === label.end || (label.end === label.start && read.endDate === undefined && read.startDate === label.start);
}

export type RoleScore = { employer: boolean; title: boolean; dates: boolean; right: boolean; read?: number };

/** Pairs each labelled role with the read role most like it (each read role used once), in the label's order. */
export function scoreRoles(labels: LabelRole[], read: ReadWork[]): { roles: RoleScore[]; spurious: number } {
  const used = new Set<number>();
  const roles = labels.map((label) => {
    let best = -1;
    let bestScore = 0;
    read.forEach((work, index) => {
      if (used.has(index)) return;
      const score = overlap(label.title, work.position) + overlap(label.employer, work.name) + (sameStart(label.start, work) ? 0.5 : 0);
      if (score > bestScore) [best, bestScore] = [index, score];
    });
    // A read role shares at least half of the title's or the employer's words, or it is not an attempt at this one.
    const work = best >= 0 && bestScore >= 0.5 ? read[best] : undefined;
    if (!work) return { employer: false, title: false, dates: false, right: false };
    used.add(best);
    const employer = same(label.employer, work.name);
    const title = same(label.title, work.position);
    const dates = sameStart(label.start, work) && sameEnd(label, work);
    return { employer, title, dates, right: employer && title && dates, read: best };
  });
  return { roles, spurious: read.length - used.size };
}

export type DegreeScore = { degree: boolean; school: boolean; right: boolean };

export function scoreEducation(labels: ResumeLabel['expected']['education'], read: ReadEducation[]): { degrees: DegreeScore[]; spurious: number } {
  const used = new Set<number>();
  const degrees = labels.map((label) => {
    let best = -1;
    let bestScore = 0;
    read.forEach((entry, index) => {
      if (used.has(index)) return;
      const score = overlap(label.degree, entry.studyType) + overlap(label.school, entry.institution);
      if (score > bestScore) [best, bestScore] = [index, score];
    });
    const entry = best >= 0 && bestScore >= 0.5 ? read[best] : undefined;
    if (!entry) return { degree: false, school: false, right: false };
    used.add(best);
    const degree = same(label.degree, entry.studyType);
    const school = same(label.school, entry.institution);
    return { degree, school, right: degree && school };
  });
  return { degrees, spurious: read.length - used.size };
}

/** Skills found of those labelled, and read skills that are in the label (a heading, a language level, a title are not). */
export function scoreSkills(labels: string[], read: { name: string }[]) {
  const expected = new Set(labels.map(fold));
  const got = new Set(read.map((skill) => fold(skill.name)));
  return {
    found: [...expected].filter((skill) => got.has(skill)).length,
    expected: expected.size,
    kept: [...got].filter((skill) => expected.has(skill)).length,
    read: got.size,
  };
}

export function scoreName(label: string, read: string) {
  return same(label, read);
}
