import type { ParsedResume } from '@seeker/contract';
import type { ExpectedRole, ResumeMeta } from './load-resumes';

/** Compared as a reader would: no case, accents, punctuation or spacing. */
export const loose = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
// "Bachelor in Computer Science" as a layout prints it is the labelled "Bachelor, Computer Science".
const connectors = /\b(?:in|of|en|de|em|im)\b/g;
const bare = (text: string) => loose(text).replace(connectors, ' ').replace(/\s+/g, ' ').trim();
export const bareSame = (got: string, want: string) =>
  bare(got) === bare(want) || (bare(want) !== '' && bare(got) !== '' && (bare(got).includes(bare(want)) || bare(want).includes(bare(got))));
const sameDate = (got: string | null | undefined, want: string | null, current: boolean) =>
  want === 'present' ? current : want === null ? true : (got ?? '').slice(0, want.length) === want;

export type FieldScore = { right: number; of: number };
export type ParseScore = Record<
  'name' | 'email' | 'phone' | 'employer' | 'title' | 'dates' | 'role' | 'role, in order' | 'degree' | 'school' | 'skills',
  FieldScore
>;

export const emptyScore = (): ParseScore => ({
  name: { right: 0, of: 0 },
  email: { right: 0, of: 0 },
  phone: { right: 0, of: 0 },
  employer: { right: 0, of: 0 },
  title: { right: 0, of: 0 },
  dates: { right: 0, of: 0 },
  role: { right: 0, of: 0 },
  'role, in order': { right: 0, of: 0 },
  degree: { right: 0, of: 0 },
  school: { right: 0, of: 0 },
  skills: { right: 0, of: 0 },
});

function add(score: FieldScore, right: boolean) {
  score.of++;
  if (right) score.right++;
}

/**
 * One parse against its hand-checked answer. Roles are matched in order; a role is right when its
 * employer, title and both dates are. Skills: how many of the listed skills the parse has.
 */
export function scoreParse(parsed: ParsedResume, expected: ResumeMeta['expected'], score: ParseScore) {
  if (expected.name) add(score.name, bareSame(parsed.contact.name, expected.name));
  if (expected.email) add(score.email, loose(parsed.contact.email) === loose(expected.email));
  if (expected.phone) add(score.phone, parsed.contact.phone.replace(/\D/g, '') === expected.phone.replace(/\D/g, ''));
  expected.roles.forEach((want: ExpectedRole, index) => {
    const got = parsed.experience[index];
    const employer = !!got && bareSame(got.company, want.employer);
    const title = !!got && bareSame(got.role, want.title);
    const dates = !!got && sameDate(got.dates?.start, want.start, false) && sameDate(got.dates?.end, want.end, got.dates?.current ?? false);
    add(score.employer, employer);
    add(score.title, title);
    add(score.dates, dates);
    add(score.role, employer && title && dates);
  });
  // Each labelled role right wherever it was read, in the resume's order: a spurious role read above it
  // (counted apart, as roles read that are no role) does not make every role after it wrong.
  const right = (got: ParsedResume['experience'][number], want: ExpectedRole) =>
    bareSame(got.company, want.employer) &&
    bareSame(got.role, want.title) &&
    sameDate(got.dates?.start, want.start, false) &&
    sameDate(got.dates?.end, want.end, got.dates?.current ?? false);
  const aligned = longestInOrder(parsed.experience, expected.roles, right);
  score['role, in order'].of += expected.roles.length;
  score['role, in order'].right += aligned;
  expected.education.forEach((want, index) => {
    const got = parsed.education[index];
    if (want.degree) add(score.degree, !!got && bareSame(got.degree, want.degree));
    if (want.school) add(score.school, !!got && bareSame(got.school, want.school));
  });
  const skills = new Set(parsed.skills.map(loose));
  for (const skill of expected.skills) add(score.skills, skills.has(loose(skill)));
}

/** How many of `wanted` are matched by `got` in the same order (the longest common subsequence under `same`). */
function longestInOrder<G, W>(got: readonly G[], wanted: readonly W[], same: (got: G, want: W) => boolean): number {
  let previous = new Array<number>(wanted.length + 1).fill(0);
  for (const item of got) {
    const row = [0];
    wanted.forEach((want, index) => row.push(same(item, want) ? previous[index]! + 1 : Math.max(previous[index + 1]!, row[index]!)));
    previous = row;
  }
  return previous[wanted.length]!;
}
