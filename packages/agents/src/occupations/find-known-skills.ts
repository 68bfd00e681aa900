import type { TitleLanguage } from './occupation-index-data';
import { phraseWords, skillLanguageOf, wordKey, type KnownSkill, type SkillIndex } from './skill-index';

export type FoundSkill = {
  skill: KnownSkill;
  /** The text's own words for it ("forklifts", "Kenntnisse in Buchhaltung" finds "Buchhaltung"). */
  wording: string;
  /** The taxonomy's label the words matched, in its language. */
  label: string;
};

// A line of a posting or resume is a few hundred characters; a longer one is read in its first part only.
const longestText = 2_000;
// Words of one phrase stand apart by spaces or a hyphen, never by a comma or a full stop.
const withinPhrase = /^[\s\-‐–]*$/u;

/**
 * The skills a text names, by the taxonomy's labels in the given languages (the text's own first; all where none are
 * given), longest first and never overlapping: "operate forklift trucks" is one skill, not "forklift" and "trucks".
 * With synonyms, one word that is only a skill's alternative label counts too ("bookkeeping"): for confirming a skill
 * another text asked for, never for finding what a text asks.
 */
export function findKnownSkills(
  index: SkillIndex,
  text: string,
  languages?: readonly TitleLanguage[],
  { synonyms = false }: { synonyms?: boolean } = {},
): FoundSkill[] {
  const bounded = text.slice(0, longestText);
  const words = phraseWords(bounded);
  const keys = words.map(({ word }) => wordKey(word));
  const found: FoundSkill[] = [];
  const seen = new Set<number>();
  for (let start = 0; start < words.length;) {
    let matched = 0;
    let end = start;
    // Most words begin no phrase of more than one word: only they are read further.
    const longest = index.phraseStarts.has(keys[start]!) ? index.longest : 1;
    let key = '';
    for (let length = 1; length <= longest && start + length <= words.length; length++) {
      if (length > 1 && !withinPhrase.test(bounded.slice(words[start + length - 2]!.end, words[start + length - 1]!.start))) break;
      key = length === 1 ? keys[start]! : `${key} ${keys[start + length - 1]!}`;
      // A phrase's labels; for one word, a name and then (when asked) a synonym too, each tried in turn.
      const lists =
        length > 1
          ? [index.phrases.get(key)]
          : [index.phrases.get(key), nameAt(index, bounded, words, start, languages), synonyms ? index.synonymWords.get(key) : undefined];
      const fits = (at: number) => readIn(index, at, length, languages) && (length > 1 || sameWord(index.labelText[at]!, words[start]!.word));
      const label = lists.reduce<number | undefined>((chosen, list) => chosen ?? list?.find(fits), undefined);
      if (label !== undefined) {
        matched = label + 1;
        end = start + length;
      }
    }
    if (matched === 0) {
      start++;
      continue;
    }
    const label = matched - 1;
    const skill = index.labelSkill[label]!;
    if (!seen.has(skill)) {
      seen.add(skill);
      found.push({ skill: index.skills[skill]!, wording: bounded.slice(words[start]!.start, words[end - 1]!.end), label: index.labelText[label]! });
    }
    start = end;
  }
  return found;
}

// A label is read in the text's languages. A text in another language borrows English for software and for terms of
// more than one word; an English word alone ("fines", "current") is more likely a word of the text's own language.
function readIn(index: SkillIndex, label: number, words: number, languages: readonly TitleLanguage[] | undefined) {
  if (!languages) return true;
  const language = skillLanguageOf(index, label);
  if (!languages.includes(language)) return false;
  return words > 1 || language === languages[0] || language !== 'en' || index.skills[index.labelSkill[label]!]!.type === 'technology';
}

// One word alone is the label's word as written, or its plural ("forklifts"): the stem that joins the words of a phrase
// would also join "standing" with "stands" and "post" with "posting".
function sameWord(label: string, word: string) {
  const lower = word.toLowerCase();
  return label
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}+#.]+/u)
    .some((part) => part === lower || part === `${lower}s` || `${part}s` === lower || `${part}es` === lower);
}

// A name alone ("QuickBooks"; "Excel" inside a sentence, where its capital is not the sentence's).
function nameAt(
  index: SkillIndex,
  text: string,
  words: readonly { word: string; start: number }[],
  at: number,
  languages: readonly TitleLanguage[] | undefined,
) {
  const { word, start } = words[at]!;
  const named = index.namesAsWritten.get(word);
  if (named) return named;
  // Only in a text known to be English: German writes every noun with a capital, and a text of unknown language may be German.
  if (languages?.[0] !== 'en') return undefined;
  const insideSentence = at > 0 && !/[.!?:;•*·▪–—-]\s*$/u.test(text.slice(words[at - 1]!.start, start));
  return insideSentence ? index.namesInsideSentences.get(word) : undefined;
}
