import { escapeRegExp } from '../text/regexp';
import { phraseTerms, pushTerms, tokenize } from '../text/tokenize';
import { skillVocabulary, type Skill } from './skill-vocabulary';

// Names that are also everyday words or short initials count only as written: "Go" but not "go to
// market", "ER" but not "er", "Epic" but not "an epic launch", "AI" but not the code "AI-900".
const everydayWords = new Set([
  'Go',
  'Swift',
  'Spring',
  'Express',
  'Epic',
  'Rust',
  'Ruby',
  'Elastic',
  'Node',
  'Gong',
  'Looker',
  'Rails',
  'Spark',
  'Jest',
  'Closing',
  'Outreach',
  'Triage',
  'Sketch',
  'Illustrator',
]);

function writtenAsIs(name: string) {
  return everydayWords.has(name) || (name.length <= 3 && /[A-Z]/.test(name));
}

// "Jira-like", "SQL-free", "cloud-agnostic": the name, said not to be there.
const notIt = '-(?:like|free|less|style|esque|inspired|ish|alike|agnostic)(?![\\p{L}])';

/**
 * Whether a text names the skill by `name` somewhere as the skill: not inside a longer word, not the
 * start of a code ("AI-900"), not "Jira-like". A name that is also an everyday word or initials counts
 * only as written, never as part of a hyphenated word ("Go-to-market"), and in prose never as a
 * sentence's first word ("Spring launch…", "Express delivery…").
 */
const patterns = new Map<string, RegExp>();

function occursAsSkill(text: string, name: string, context: SkillContext) {
  const strict = writtenAsIs(name);
  let pattern = patterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}+#]|-\\p{N}|${notIt}${strict ? '|-\\p{L}' : ''})`,
      strict ? 'gu' : 'giu',
    );
    patterns.set(name, pattern);
  }
  if (!strict && !text.toLowerCase().includes(name.toLowerCase())) return true;
  for (const match of text.matchAll(pattern)) {
    if (strict && everydayWords.has(name)) {
      if (context === 'prose' && /(?:^|[.!?:;•]\s*|\n\s*)$/.test(text.slice(Math.max(0, match.index - 3), match.index))) continue;
      // "Spring campaigns", "Express delivery" in a list: the everyday word, followed by what it is about.
      if (context === 'list' && /^\s+\p{Ll}/u.test(text.slice(match.index + match[0].length))) continue;
    }
    return true;
  }
  return false;
}

/** Which skills a text shows, and by which of their names, in the vocabulary's spelling. */
export type SkillHits = Map<Skill, string[]>;

/**
 * Where a text comes from. In `prose` (a resume's sentences) an everyday skill word ("communication",
 * "German", "testing") is not a skill; in a `list` (a skills section item) or a `posting` it is.
 */
export type SkillContext = 'prose' | 'list' | 'posting';

export type SkillFinder = (text: string, context?: SkillContext) => SkillHits;

type Name = { skill: Skill; name: string; terms: string[]; kind: boolean };

/**
 * One finder over every name of every skill. A name inside a longer one found at the same place does
 * not count: "A/B testing" is not "testing", "Spring Boot" is not "Spring" (it is a kind of Spring, and
 * says so), "React Native" is not "React".
 */
export function createSkillFinder(vocabulary: readonly Skill[] = skillVocabulary): SkillFinder {
  const byFirstTerm = new Map<string, Name[]>();
  for (const skill of vocabulary) {
    const names = [...[skill.name, ...skill.aliases].map((name) => ({ name, kind: false })), ...skill.kinds.map((name) => ({ name, kind: true }))];
    for (const { name, kind } of names) {
      const terms = phraseTerms(name);
      if (terms.length === 0) continue;
      const list = byFirstTerm.get(terms[0]!) ?? [];
      list.push({ skill, name, terms, kind });
      byFirstTerm.set(terms[0]!, list);
    }
  }

  return (text, context = 'posting') => {
    const terms: string[] = [];
    for (const token of tokenize(text)) pushTerms(token, terms);
    const matches: { at: number; length: number; name: Name }[] = [];
    terms.forEach((term, at) => {
      for (const name of byFirstTerm.get(term) ?? []) {
        if (name.terms.every((part, offset) => terms[at + offset] === part)) matches.push({ at, length: name.terms.length, name });
      }
    });
    const hits: SkillHits = new Map();
    // Whether a name stands as a skill depends on the text and the name alone: asked once per name, not once per
    // place it is found (a 17-page resume names React hundreds of times, each check a pass over its text).
    const stands = new Map<string, boolean>();
    const standsAsSkill = (name: string) => {
      let answer = stands.get(name);
      if (answer === undefined) stands.set(name, (answer = occursAsSkill(text, name, context)));
      return answer;
    };
    for (const match of matches) {
      const { skill, name } = match.name;
      const inside = matches.some(
        (other) => other !== match && other.length > match.length && other.at <= match.at && other.at + other.length >= match.at + match.length,
      );
      if (inside) continue;
      if (!standsAsSkill(name)) continue;
      if (context === 'prose' && skill.listedOnly && name === skill.name) continue;
      const names = hits.get(skill);
      if (!names) hits.set(skill, [name]);
      else if (!names.includes(name)) names.push(name);
    }
    return hits;
  };
}

export const findSkills = createSkillFinder();

/** Whether every name a text was found by is a narrower kind of the skill rather than one of its names. */
export function foundOnlyByKind(skill: Skill, names: readonly string[]) {
  return names.every((name) => skill.kinds.includes(name));
}
