import type { ParsedResume } from '@seeker/contract';
import { tokenize } from '../../text/tokenize';
import { yearsIn } from '../dates';
import { experienceYears, yearsWithSkill } from '../experience-years';
import type { SkillHits } from '../find-skills';
import { resumeToText } from '../resume-text';
import { skillsShown } from '../resume-skills';
import type { Skill } from '../skill-vocabulary';
import { stem } from '../stem';
import { statedYearsPattern } from '../summary-phrases';

/** A fact is compared without case, spacing or punctuation: "Acme, Inc." and "acme inc" are one. */
export function factKey(text: string) {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$]+/gu, ' ')
    .trim();
}

const numberPattern = /\$?\d[\d,.]*\s?(?:%|[kmb]\b)?/gi;

/** The numbers of a text ("$1.4M", "118%", "220"), as written without spacing and case. */
export function numbersIn(text: string): string[] {
  return (text.match(numberPattern) ?? [])
    .map((value) => value.toLowerCase().replace(/[\s,]/g, '').replace(/\.$/, ''))
    .filter((value) => /\d/.test(value));
}

const wordNumbers: Record<string, number> = Object.fromEntries(
  [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ].map((word, index) => [word, index + 1]),
);

/** A number written as a word ("twelve engineers") as digits, or null. */
export function numberWord(word: string): number | null {
  return wordNumbers[word.toLowerCase()] ?? null;
}

/** The count of a "7 years" / "five years" / "5+ años" match. */
export function yearsCount(match: string): number {
  const digits = /\d+/.exec(match);
  return digits ? Number(digits[0]) : (wordNumbers[match.toLowerCase().split(/\s+/)[0]!] ?? 0);
}

/** Everything a tailored resume or a letter may say: what the resume says, read once. */
export type Evidence = {
  /** The resume's own words, lowercased, as tokens. */
  words: Set<string>;
  /** Their stems: "Forecast" is the resume's word where it wrote "forecasts". */
  stems: Set<string>;
  /** The resume's text, as factKey. */
  text: string;
  years: Set<string>;
  numbers: Set<string>;
  /** Counts of years the resume itself states ("seven years"). */
  statedYears: Set<number>;
  roles: string[];
  skills: SkillHits;
  totalYears: number;
  yearsWith: (skill: Skill) => number;
};

/** The evidence of a parsed resume, with the text it was read from (which may hold more than the parse kept). */
export function gatherEvidence(resume: ParsedResume, sourceText: string, now: Date): Evidence {
  const text = `${sourceText}\n${resumeToText(resume)}`;
  const skills = skillsShown(resume);
  const words = new Set(tokenize(text));
  const yearsCache = new Map<Skill, number>();
  return {
    words,
    stems: new Set([...words].map(stem)),
    text: factKey(text),
    years: new Set(yearsIn(text)),
    numbers: new Set(numbersIn(text)),
    statedYears: new Set([...text.matchAll(statedYearsPattern)].map((match) => yearsCount(match[0]))),
    roles: resume.experience.map((entry) => factKey(entry.role)).filter(Boolean),
    skills,
    totalYears: experienceYears(resume, now),
    yearsWith: (skill) => {
      if (!yearsCache.has(skill)) yearsCache.set(skill, yearsWithSkill(resume, skill, now));
      return yearsCache.get(skill)!;
    },
  };
}
