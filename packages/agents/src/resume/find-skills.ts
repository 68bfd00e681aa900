import { createPhraseMatcher } from '../text/phrase-matcher';
import { phraseTerms } from '../text/tokenize';
import { skillVocabulary, type Skill } from './skill-vocabulary';
import { escapeRegExp } from '../text/regexp';

// Names that are also everyday words or short initials count only as written: "Go" but not "go to
// market", "ER" but not "er", "Epic" but not "an epic launch".
const everydayWords = new Set(['Go', 'Swift', 'Spring', 'Express', 'Epic', 'Rust', 'Ruby', 'Elastic', 'Node', 'Gong', 'Looker', 'Rails', 'Spark', 'Jest', 'Closing', 'Outreach', 'Triage']);

function writtenAsIs(name: string) {
  return everydayWords.has(name) || (name.length <= 3 && /[A-Z]/.test(name));
}


function occursAsWritten(text: string, name: string) {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}+#])`, 'u').test(text);
}

/** Which names of a skill a text uses, in the vocabulary's spelling. */
export type SkillHits = Map<Skill, string[]>;

export type SkillFinder = (text: string) => SkillHits;

/** One matcher over every name of every skill: each text is read once. */
export function createSkillFinder(vocabulary: readonly Skill[] = skillVocabulary): SkillFinder {
  const owners: { skill: Skill; name: string }[] = [];
  for (const skill of vocabulary) for (const name of [skill.name, ...skill.aliases]) owners.push({ skill, name });
  const matcher = createPhraseMatcher(owners.map(({ name }) => phraseTerms(name)));

  return (text) => {
    const found = new Uint8Array(matcher.size);
    matcher.scan(text, 1, found);
    const hits: SkillHits = new Map();
    found.forEach((bits, index) => {
      if (bits === 0) return;
      const { skill, name } = owners[index]!;
      if (writtenAsIs(name) && !occursAsWritten(text, name)) return;
      const names = hits.get(skill);
      if (names) names.push(name);
      else hits.set(skill, [name]);
    });
    return hits;
  };
}

export const findSkills = createSkillFinder();
