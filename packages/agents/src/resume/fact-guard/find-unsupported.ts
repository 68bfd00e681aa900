import { tokenize } from '../../text/tokenize';
import { yearsIn } from '../dates';
import { findSkills, type SkillContext } from '../find-skills';
import { stem } from '../stem';
import { statedYearsPattern } from '../summary-phrases';
import { factKey, numberWord, numbersIn, yearsCount, type Evidence } from './evidence';
import { sentenceStarters } from './sentence-starters';

/** Words a text may use beyond the resume's own: the template's words, the job's title and employer. */
export type Allowance = { words: ReadonlySet<string> };

export const noAllowance: Allowance = { words: new Set() };

/** An allowance of the words of the given texts. */
export function allowWords(...texts: string[]): Allowance {
  return { words: new Set(texts.flatMap((text) => tokenize(text))) };
}

// Words that stand where a name might: capitalised, or spelled with capitals or digits inside
// ("GitLab", "AI-900", "S3"), or with a dot, plus or hash ("Next.js", "C++").
const nameLike = /^(?:\p{Lu}|.*[\p{Lu}\p{N}+#]|.*\.\p{L})/u;
// Degrees in the five languages, with what follows them ("Master of Science", "máster en", "PhD in").
const degreeWords =
  /(?<![\p{L}])(?:bachelor|master|doctorate|doctoral|doctor|ph\.?\s?d|mba|m\.?s\.?c?|b\.?s\.?c?|b\.?a|m\.?a|b\.?eng|m\.?eng|associate'?s? degree|bsn|msn|dnp|máster|master|maestría|licenciatura|grado|doctorado|diplom|bachelorstudium|masterstudium|licence|doctorat|mestrado|bacharelado|doutorado|graduação)(?![\p{L}])(?:\s+(?:of|in|en|em|de|der|ès|in der)\s+\p{L}+(?:\s+\p{L}+)?)?/giu;

/**
 * The first thing a text (a sentence, a bullet, a skill, a paragraph of a letter) says that the resume
 * does not, described for the user ("the name “Initech”", "“14 years” with React (your roles that name
 * it cover 4)"), or null when every claim traces to the resume's words. `context` is how the text is
 * read for skills: 'prose' for sentences, 'list' for a skills list's item (see SkillContext).
 */
export function findUnsupported(
  text: string,
  evidence: Evidence,
  allowance: Allowance = noAllowance,
  context: SkillContext = 'prose',
): string | null {
  const skills = findSkills(text, context);
  const claimed = new Set<string>();
  // "14 years of experience in React", "React for 14 years": years go with every skill of the sentence
  // only as far as the roles that name it.
  for (const sentence of sentencesIn(text)) {
    const sentenceSkills = [...findSkills(sentence, context).keys()];
    for (const match of sentence.matchAll(statedYearsPattern)) {
      const count = yearsCount(match[0]);
      claimed.add(String(count));
      if (evidence.statedYears.has(count)) continue;
      if (count > evidence.totalYears) return `“${match[0]}” of experience (your dates show ${evidence.totalYears})`;
      for (const skill of sentenceSkills) {
        const years = evidence.yearsWith(skill);
        if (count > years) return `“${match[0]}” with ${skill.name} (your roles that name it cover ${years})`;
      }
    }
  }
  for (const year of yearsIn(text)) if (!evidence.years.has(year)) return `the year ${year}`;
  for (const number of numbersIn(text)) {
    if (claimed.has(number) || evidence.numbers.has(number) || /^(?:19|20)\d{2}$/.test(number)) continue;
    return `the number ${number}`;
  }
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    const value = numberWord(word);
    if (value !== null && !claimed.has(String(value)) && !evidence.numbers.has(String(value)) && !evidence.words.has(word.toLowerCase()))
      return `the number “${word}”`;
  }
  for (const [skill, names] of skills) {
    const held = evidence.skills.get(skill);
    if (!held) return `the skill “${names[0]}”`;
    // "unit testing" is a kind of testing: said only where the resume says that kind itself.
    const kind = names.find((name) => skill.kinds.includes(name) && !held.includes(name));
    if (kind) return `the skill “${kind}”`;
  }
  const padded = ` ${evidence.text} `;
  for (const degree of text.matchAll(degreeWords)) if (!padded.includes(` ${factKey(degree[0])} `)) return `the degree “${degree[0].trim()}”`;
  // "I worked as a staff engineer at …": a title must be one of the resume's.
  const title = /\b(?:as|am|was|were)\s+(?:an?|the)\s+([^,.;]{1,80}?)\s+(?:at|for|with)\b/iu.exec(text);
  if (title && !evidence.roles.some((role) => role.includes(factKey(title[1]!))) && !evidence.text.includes(factKey(title[1]!)))
    return `the title “${title[1]}”`;
  // The words of the skill names found here ("Amazon Web Services" for AWS) were checked as skills; only those.
  const skillWords = new Set([...skills.values()].flat().flatMap((name) => tokenize(name)));
  return unsupportedName(text, evidence, { words: new Set([...allowance.words, ...skillWords]) });
}

/** A capitalised or coded word (with the name it is part of) that is not among the resume's or the allowed words. */
function unsupportedName(text: string, evidence: Evidence, allowance: Allowance): string | null {
  for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}.+#'’/-]*/gu) ?? [];
    for (const [index, raw] of words.entries()) {
      const word = raw.replace(/[.'’/-]+$/, '');
      if (!nameLike.test(word)) continue;
      const tokens = tokenize(word);
      const known = (token: string) =>
        evidence.words.has(token) || evidence.stems.has(stem(token)) || allowance.words.has(token) || /^\d+$/.test(token);
      // A sentence's first word is capitalised anyway: it counts as a name only when it is no common word.
      if (index === 0 && tokens.length === 1 && sentenceStarters.has(tokens[0]!)) continue;
      if (tokens.every(known)) continue;
      // The whole name the word is part of: "Salesforce Inc", not "Inc".
      let [from, to] = [index, index];
      while (from > 0 && /^\p{Lu}/u.test(words[from - 1]!) && !(from - 1 === 0 && sentenceStarters.has(words[0]!.toLowerCase()))) from--;
      while (to + 1 < words.length && /^\p{Lu}/u.test(words[to + 1]!)) to++;
      return `the name “${words
        .slice(from, to + 1)
        .join(' ')
        .replace(/[.,;:]+$/, '')}”`;
    }
  }
  return null;
}

/** A text's sentences, for claims that hold within one. */
function sentencesIn(text: string) {
  return text.split(/(?<=[.!?;])\s+|\n+/);
}
