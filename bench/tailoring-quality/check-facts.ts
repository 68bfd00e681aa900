import type { TailoredResume } from '@seeker/contract';
import { loose } from './score-parse';

// The words the rule-based summaries and letters write of their own (in the five languages).
const templateWords = new Set(
  loose(
    'with years year of experience in experienced and a an the i am currently worked most recently as at before that of what your posting asks for my resume shows ' +
      'highlights few things have done believe are relevant hold credentials lists would welcome chance to talk about how could contribute thank you time consideration dear hiring team manager sincerely ' +
      'writing apply position open con años año de experiencia en y mit jahren jahr berufserfahrung erfahrung in und ans an expérience et com anos ano experiência em e',
  ).split(' '),
);

/**
 * What a tailored resume says that its resume does not, found without the agent's own fact guard: a
 * year or number not in the resume's text, a role whose employer or title the resume does not have, a
 * skill in the list whose words are in neither the resume nor (as the same skill's name) the posting, and
 * a claim of N years that the roles' dates cannot hold. Each finding is a string for the report.
 */
export function inventedFacts(resumeText: string, postingText: string, result: TailoredResume, totalYears: number): string[] {
  const source = loose(resumeText);
  const sourceWords = new Set(source.split(' '));
  const postingWords = new Set(loose(postingText).split(' '));
  const findings: string[] = [];
  const numbers = result.text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  for (const number of numbers) if (!source.includes(loose(number))) findings.push(`number ${number}`);
  for (const entry of result.resume.experience) {
    if (entry.company && !source.includes(loose(entry.company))) findings.push(`employer ${entry.company}`);
    if (entry.role && !source.includes(loose(entry.role))) findings.push(`title ${entry.role}`);
  }
  for (const skill of result.resume.skills) {
    const words = loose(skill).split(' ').filter(Boolean);
    // A skill named the posting's way is a rename, not an invention, only where the resume shows it: counted as invented here when its words are in neither.
    if (words.some((word) => !sourceWords.has(word) && !postingWords.has(word))) findings.push(`skill ${skill}`);
  }
  for (const match of result.resume.summary.matchAll(/(\d+)\+?\s+(?:years?|años|jahren|ans|anos)/gi)) {
    if (Number(match[1]) > totalYears + 0) findings.push(`claim "${match[0]}" over ${totalYears} years the roles span`);
  }
  for (const word of loose(result.resume.summary).split(' ')) {
    if (word.length > 2 && !sourceWords.has(word) && !postingWords.has(word) && !templateWords.has(word) && !/^\d+$/.test(word)) findings.push(`summary word ${word}`);
  }
  return [...new Set(findings)];
}

/** Whole years the hand-checked roles span together, read the shortest way (a year alone as December to January). */
export function labelledYears(roles: { start: string | null; end: string | null }[], now: Date): number {
  const months = new Set<number>();
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const index = (point: string, latest: boolean) => Number(point.slice(0, 4)) * 12 + (point.length > 4 ? Number(point.slice(5, 7)) - 1 : latest ? 11 : 0);
  for (const role of roles) {
    if (!role.start) continue;
    const start = index(role.start, true);
    const end = role.end === 'present' ? nowIndex : role.end ? index(role.end, false) : start;
    for (let month = start; month <= Math.max(start, end); month++) months.add(month);
  }
  return Math.floor(months.size / 12);
}
