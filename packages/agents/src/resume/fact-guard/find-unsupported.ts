import { tokenize } from '../../text/tokenize';
import { yearsIn } from '../dates';
import { findSkills } from '../find-skills';
import { degreePattern } from '../parse-education';
import { statedYearsPattern } from '../summary-phrases';
import { factKey, numbersIn, yearsCount, type Evidence } from './evidence';

/** Words a text may use beyond the resume's own: the template's words, the job's title and employer. */
export type Allowance = { words: ReadonlySet<string> };

export const noAllowance: Allowance = { words: new Set() };

/** An allowance of the words of the given texts. */
export function allowWords(...texts: string[]): Allowance {
  return { words: new Set(texts.flatMap((text) => tokenize(text))) };
}

// Words that stand where a name might: capitalised after a sentence's start, spelled with capitals or
// digits inside ("GitLab", "AI-900", "S3"), or with a dot, plus or hash ("Next.js", "C++").
const nameLike = /^(?:\p{Lu}|.*[\p{Lu}\p{N}+#]|.*\.\p{L})/u;

/**
 * The first thing a text (a sentence, a bullet, a skill, a paragraph of a letter) says that the resume
 * does not, described for the user ("the employer “Initech”", "14 years with React (your roles that name
 * it cover 4)"), or null when every claim traces to the resume's words.
 */
export function findUnsupported(text: string, evidence: Evidence, allowance: Allowance = noAllowance): string | null {
  const claimed = new Set<string>();
  // "14 years of experience in React": years go with a skill only as far as the roles that name it.
  for (const match of text.matchAll(statedYearsPattern)) {
    const count = yearsCount(match[0]);
    claimed.add(String(count));
    if (evidence.statedYears.has(count)) continue;
    if (count > evidence.totalYears) return `“${match[0]}” of experience (your dates show ${evidence.totalYears})`;
    const rest = text.slice(match.index + match[0].length).split(/[.;!?]/)[0]!;
    if (!/^\s*(?:of\s+(?:\p{L}+\s+)?experience\s+)?(?:in|with|using|en|em|mit|in der|de)\b/iu.test(rest)) continue;
    for (const skill of findSkills(rest, 'list').keys()) {
      const years = evidence.yearsWith(skill);
      if (count > years) return `“${match[0]}” with ${skill.name} (your roles that name it cover ${years})`;
    }
  }
  for (const year of yearsIn(text)) if (!evidence.years.has(year)) return `the year ${year}`;
  for (const number of numbersIn(text)) {
    if (claimed.has(number) || evidence.numbers.has(number) || /^(?:19|20)\d{2}$/.test(number)) continue;
    return `the number ${number}`;
  }
  for (const [skill, names] of findSkills(text, 'list')) {
    const held = evidence.skills.get(skill);
    if (!held) return `the skill “${names[0]}”`;
    // "unit testing" is a kind of testing: said only where the resume says that kind itself.
    const kind = names.find((name) => skill.kinds.includes(name) && !held.includes(name));
    if (kind) return `the skill “${kind}”`;
  }
  const degree = degreePattern.exec(text);
  if (degree && !evidence.text.includes(factKey(degree[0]))) return `the degree “${degree[0].trim()}”`;
  // "I worked as a staff engineer at …": a title must be one of the resume's.
  const title = /\b(?:as|am|was|were)\s+(?:an?|the)\s+([^,.;]+?)\s+(?:at|for|with)\b/iu.exec(text);
  if (title && !evidence.roles.some((role) => role.includes(factKey(title[1]!))) && !evidence.text.includes(factKey(title[1]!))) return `the title “${title[1]}”`;
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}.+#'’/-]*/gu) ?? [];
    for (const [index, raw] of words.entries()) {
      const word = raw.replace(/[.'’/-]+$/, '');
      if (!nameLike.test(word) || (index === 0 && !/^.[\p{L}]*[\p{Lu}\p{N}+#.]/u.test(word))) continue;
      const tokens = tokenize(word);
      if (tokens.every((token) => evidence.words.has(token) || allowance.words.has(token) || /^\d+$/.test(token))) continue;
      // The whole name the word is part of: "Salesforce Inc", not "Inc".
      let [from, to] = [index, index];
      while (from > 1 && /^\p{Lu}/u.test(words[from - 1]!)) from--;
      while (to + 1 < words.length && /^\p{Lu}/u.test(words[to + 1]!)) to++;
      return `the name “${words.slice(from, to + 1).join(' ').replace(/[.,;:]+$/, '')}”`;
    }
  }
  return null;
}
