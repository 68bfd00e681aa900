import { letterPhrases, letterTemplateText } from '../../resume/cover-letter/letter-phrases';
import { writingLanguages } from '../../resume/language';
import type { TailoredResume } from '@seeker/contract';
import { loose } from './score-parse';

// The words the rule-based summaries and letters write of their own (in the eight languages).
const templateWords = new Set(
  loose(
    'with years year of experience in experienced and a an the i am currently worked most recently as at before that of what your posting asks for my resume shows ' +
      'highlights few things have done believe are relevant hold credentials lists would welcome chance to talk about how could contribute thank you time consideration dear hiring team manager sincerely ' +
      'writing apply position open con años año de experiencia en y mit jahren jahr berufserfahrung erfahrung in und ans an expérience et com anos ano experiência em e ' +
      'anni anno di esperienza met jaar ervaring werkervaring ervaren rok lata lat doświadczenia doświadczeniem zawodowego zakresie',
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
  // Years of experience are checked below against the roles' dates; every other number must be the resume's.
  const claims = /(\d+)\+?\s+(?:years?|años|jahren|ans|anos|anni|jaar|lata|lat|rok)/gi;
  const numbers = result.text.replace(claims, ' ').match(/\d+(?:[.,]\d+)*/g) ?? [];
  for (const number of numbers) if (!source.includes(loose(number))) findings.push(`number ${number}`);
  // A header the parser joined from pieces ("Polymechaniker, Degersheim") is a misread, counted by parse
  // accuracy; it is invented when one of its pieces is not in the resume.
  const missing = (text: string) => text.split(/,\s*/).find((piece) => loose(piece) !== '' && !source.includes(loose(piece)));
  for (const entry of result.resume.experience) {
    // A header kept as the resume wrote it (an unchecked resume) is what the document shows: its lines are checked, not the fields.
    if (entry.written && entry.written.length > 0) {
      const line = entry.written.find((written) => !source.includes(loose(written)));
      if (line) findings.push(`header ${line}`);
      continue;
    }
    const employer = missing(entry.company);
    if (employer) findings.push(`employer ${employer}`);
    const title = missing(entry.role);
    if (title) findings.push(`title ${title}`);
  }
  for (const skill of result.resume.skills) {
    const words = loose(skill).split(' ').filter(Boolean);
    // A skill named the posting's way is a rename, not an invention, only where the resume shows it: counted as invented here when its words are in neither.
    if (words.some((word) => !sourceWords.has(word) && !postingWords.has(word))) findings.push(`skill ${skill}`);
  }
  for (const match of result.resume.summary.matchAll(claims)) {
    if (Number(match[1]) > totalYears && !source.includes(loose(match[0])))
      findings.push(`claim "${match[0]}" over ${totalYears} years the roles span`);
  }
  for (const word of loose(result.resume.summary).split(' ')) {
    if (word.length > 2 && !sourceWords.has(word) && !postingWords.has(word) && !templateWords.has(word) && !/^\d+$/.test(word))
      findings.push(`summary word ${word}`);
  }
  return [...new Set(findings)];
}

/** Whole years the hand-checked roles span together, read the shortest way (a year alone as December to January). */
export function labelledYears(roles: { start: string | null; end: string | null }[], now: Date): number {
  const months = new Set<number>();
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const index = (point: string, latest: boolean) =>
    Number(point.slice(0, 4)) * 12 + (point.length > 4 ? Number(point.slice(5, 7)) - 1 : latest ? 11 : 0);
  for (const role of roles) {
    if (!role.start) continue;
    const start = index(role.start, true);
    const end = role.end === 'present' ? nowIndex : role.end ? index(role.end, false) : start;
    for (let month = start; month <= Math.max(start, end); month++) months.add(month);
  }
  return Math.floor(months.size / 12);
}

/**
 * What a cover letter says that neither the resume nor the posting does: a number (the letter's own date
 * aside), or a capitalised name that is in neither. The template's own words are allowed.
 */
export function inventedInLetter(
  resumeText: string,
  postingText: string,
  posting: { title: string; company: string },
  letter: string,
  now: Date,
): string[] {
  const known = loose(`${resumeText} ${postingText} ${posting.title} ${posting.company}`);
  const knownWords = new Set(known.split(' '));
  const findings: string[] = [];
  // The letter's date line, in whichever of the languages it is written.
  const body = writingLanguages
    .map((language) => letterPhrases[language].locale)
    .reduce(
      (text, locale) => text.replace(now.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }), ' '),
      letter,
    );
  for (const number of body.match(/\d+(?:[.,]\d+)*/g) ?? []) if (!known.includes(loose(number))) findings.push(`letter number ${number}`);
  for (const word of body.match(/(?<![\p{L}])\p{Lu}[\p{L}\p{N}]+/gu) ?? []) {
    const key = loose(word);
    // Within a word too: PDF text glues words ("PresentSoftware"), and the parser may part them.
    if (!knownWords.has(key) && !known.includes(key) && !templateWords.has(key) && !letterWords.has(key)) findings.push(`letter name ${word}`);
  }
  return [...new Set(findings)];
}

// The rule-based letters' own words in every language they are written in (the template is not a fact), and month names.
const letterWords = new Set(
  loose(
    [...writingLanguages.map(letterTemplateText), 'January February March April May June July August September October November December'].join(' '),
  ).split(' '),
);
