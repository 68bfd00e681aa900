import type { ParsedResume } from '@seeker/contract';
import { yearsIn } from './dates';
import { degreePattern } from './parse-education';
import { resumeToText } from './resume-text';

/** A fact is compared without case, spacing or punctuation: "Acme, Inc." and "acme inc" are one. */
export function factKey(text: string) {
  return text.toLowerCase().replace(/[^\p{L}\p{N}%$]+/gu, ' ').trim();
}

const numberPattern = /\$?\d[\d,.]*\s?(?:%|[kmb]\b)?/gi;

/** The numbers of a text ("$1.4M", "118%", "220"), as written without spacing and case. */
export function numbersIn(text: string): string[] {
  return (text.match(numberPattern) ?? []).map((value) => value.toLowerCase().replace(/[\s,]/g, '').replace(/\.$/, '')).filter((value) => /\d/.test(value));
}

export type ResumeFacts = {
  companies: Set<string>;
  roles: Set<string>;
  years: Set<string>;
  numbers: Set<string>;
  degrees: Set<string>;
  text: string;
};

/** What a rewrite may mention: only what the resume itself says. */
export function resumeFacts(resume: ParsedResume): ResumeFacts {
  const text = resumeToText(resume);
  return {
    companies: new Set(resume.experience.map((entry) => factKey(entry.company)).filter(Boolean)),
    roles: new Set(resume.experience.map((entry) => factKey(entry.role)).filter(Boolean)),
    years: new Set(yearsIn(text)),
    numbers: new Set(numbersIn(text)),
    degrees: new Set(resume.education.map((entry) => factKey(entry.degree)).filter(Boolean)),
    text: factKey(text),
  };
}

/** The first thing in `text` the resume does not say — a year, a number, a degree — or null. */
export function unsupportedFact(text: string, facts: ResumeFacts, allowed: readonly string[] = []): string | null {
  for (const year of yearsIn(text)) if (!facts.years.has(year)) return `the year ${year}`;
  for (const number of numbersIn(text)) if (!facts.numbers.has(number) && !/^(?:19|20)\d{2}$/.test(number)) return `the number ${number}`;
  const degree = degreePattern.exec(text);
  if (degree && ![...facts.degrees].some((known) => known.includes(factKey(degree[0])))) return `the degree “${degree[0]}”`;
  // "at Initech": an employer must be one of the resume's, or the one the job is at.
  for (const match of text.matchAll(/\bat\s+((?:[A-Z][\w&.'-]*)(?:\s+[A-Z][\w&.'-]*)*)/g)) {
    const name = factKey(match[1]!);
    if (![...facts.companies, ...allowed.map(factKey)].some((known) => known === name || known.startsWith(`${name} `) || name.startsWith(`${known} `)) && !facts.text.includes(name)) {
      return `the employer “${match[1]}”`;
    }
  }
  return null;
}
