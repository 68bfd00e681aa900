import { stem } from '../resume/stem';
import { stopWords } from '../resume/stop-words';
import {
  skillLabelKinds,
  skillTypes,
  titleLanguages,
  type OccupationIndexData,
  type OccupationScheme,
  type SkillType,
} from './occupation-index-data';

export type KnownSkill = {
  scheme: OccupationScheme;
  /** The ESCO URI, or O*NET's example text. */
  id: string;
  /** The English label. */
  label: string;
  type: SkillType;
  /** ESCO's reuse level ('transversal' … 'occupation-specific'); '' for O*NET. */
  reuse: string;
};

/** Every skill label that can be found in a text, keyed by its words as the text's words are read (phraseKey). */
export type SkillIndex = {
  skills: KnownSkill[];
  labelText: string[];
  labelSkill: Int32Array;
  labelLanguage: Uint8Array;
  /** Phrase key → the labels of that key, any language. */
  phrases: Map<string, number[]>;
  /** Single words found only as written (a product without its maker: "QuickBooks"). */
  namesAsWritten: Map<string, number[]>;
  /** Single words found only as written and inside a sentence ("in Excel and Word", not "Excel at …"). */
  namesInsideSentences: Map<string, number[]>;
  /** Single-word alternative labels ("bookkeeping", "leadership"), read only to confirm a skill asked for elsewhere. */
  synonymWords: Map<string, number[]>;
  /** The first word of every phrase of more than one word. */
  phraseStarts: Set<string>;
  /** The most words a phrase has. */
  longest: number;
};

// A label of more words is a description ("inform staff about practices to reduce food waste"), never written in a posting as is.
export const mostPhraseWords = 6;
// A single word in the labels of more skills than 98% of the language's words are is a word of the trade's language
// ("management", "systems", "software"), not the name of one skill: it is found only inside a longer label. Names of
// one thing ("forklift", "Excel", "Buchhaltung") sit in a handful of labels (docs/occupations.md has the figures).
export const generalWordShare = 0.98;

const wordPattern = /[\p{L}\p{N}\p{M}]+(?:[.+#'’][\p{L}\p{N}\p{M}]+)*[+#]*/gu;

/** A text's words as written, with where each stands; "C++", "C#" and "node.js" stay one word. */
export function phraseWords(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(wordPattern)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** How words are compared: lowercased and stemmed, so "forklifts" finds "forklift". */
export const wordKey = (word: string) => stem(word.toLowerCase());
const keyOf = (words: readonly string[]) => words.map(wordKey).join(' ');

/** What a label is found by: its words without a parenthesis ("Python (computer programming)" is "python"). */
export function labelPhrases(label: string, kind: (typeof skillLabelKinds)[number]): string[][] {
  const bare = label.replace(/\([^()]*\)/g, ' ').trim();
  const words = phraseWords(bare).map(({ word }) => word);
  const phrases = [words];
  // O*NET names a kind of software "… software" ("Microsoft Office software"); postings name the product.
  if (kind === 'example' && words.length > 1 && words.at(-1)!.toLowerCase() === 'software') phrases.push(words.slice(0, -1));
  return phrases.filter((phrase) => phrase.length > 0 && phrase.length <= mostPhraseWords && !stopWords.has(phrase.at(-1)!.toLowerCase()));
}

/** Builds the skill part of the index; generator steps let a server keep answering while it loads. */
export function* buildSkillSteps(data: OccupationIndexData, perStep: number): Generator<void, SkillIndex> {
  const skills: KnownSkill[] = data.skills.map(([scheme, id, label, type, reuse]) => ({ scheme, id, label, type: skillTypes[type]!, reuse }));
  const labels = data.skillLabels;
  const candidates: { key: string; words: string[]; label: number }[] = [];
  const synonyms: typeof candidates = [];
  // How many skills' labels hold each word, per language: a word of many is a general word.
  const skillsWithWord = new Map<string, Set<number>>();
  // Words of a language, not names: written small by some label ("word", "systems", "cloud"), or in a label of another
  // language than English (German writes its nouns with a capital: "Teams", "System").
  const writtenSmall = new Set<string>();
  const english = titleLanguages.indexOf('en');
  for (let label = 0; label < labels.length; label++) {
    if (label > 0 && label % perStep === 0) yield;
    const [text, skill, language, kind] = labels[label]!;
    for (const words of labelPhrases(text, skillLabelKinds[kind]!)) {
      // One word alone names a skill where it is the skill's own name (its preferred label, O*NET's example); an
      // alternative or hidden label of one word is a loose synonym or a search term ("patterns" for dies, "stat").
      if (words.length > 1 || kind === skillLabelKinds.indexOf('preferred') || kind === skillLabelKinds.indexOf('example'))
        candidates.push({ key: keyOf(words), words, label });
      else if (kind === skillLabelKinds.indexOf('alternative')) synonyms.push({ key: keyOf(words), words, label });
      for (const word of words) if (/^\p{Ll}/u.test(word) || language !== english) writtenSmall.add(word.toLowerCase());
      for (const word of new Set(words.map(wordKey))) {
        const key = `${language} ${word}`;
        const set = skillsWithWord.get(key) ?? new Set<number>();
        set.add(skill);
        skillsWithWord.set(key, set);
      }
    }
  }
  yield;
  const mostSkills = generalWordLimits(skillsWithWord);
  yield;
  const namesOneThing = (word: string, language: number) =>
    nameOfOneThing(word, skillsWithWord.get(`${language} ${wordKey(word)}`)?.size ?? 0, mostSkills.get(language) ?? 0);
  // A product without its maker ("Intuit QuickBooks" is "QuickBooks", see vendorNames); one word left is found only as
  // written, and only where it is no general word ("Software", "System", "Manager" are); one that is a word of a
  // language ("Word": "word processing"; "Excel": "performers excel") only inside an English sentence, where its
  // capital says it is a name.
  const vendors = vendorNames(data);
  yield;
  const namesAsWritten = new Map<string, number[]>();
  const namesInsideSentences = new Map<string, number[]>();
  for (let label = 0; label < labels.length; label++) {
    if (label > 0 && label % perStep === 0) yield;
    const [text, , , kind] = labels[label]!;
    if (skillLabelKinds[kind] !== 'example' || !vendors.has(firstWord(text) ?? '')) continue;
    for (const words of labelPhrases(text, 'example')) {
      if (words.length < 2 || words[0]!.toLowerCase() !== firstWord(text)) continue;
      const [name] = words.slice(1);
      if (words.length > 2) candidates.push({ key: keyOf(words.slice(1)), words: words.slice(1), label });
      else if (/^\p{Lu}/u.test(name!) && namesOneThing(name!, english)) {
        const names = writtenSmall.has(name!.toLowerCase()) ? namesInsideSentences : namesAsWritten;
        names.set(name!, [...(names.get(name!) ?? []), label]);
      }
    }
  }
  const phrases = new Map<string, number[]>();
  let longest = 0;
  for (let at = 0; at < candidates.length; at++) {
    if (at > 0 && at % perStep === 0) yield;
    const { key, words, label } = candidates[at]!;
    if (words.length === 1) {
      if (!namesOneThing(words[0]!, labels[label]![2])) continue;
      // Software of one word is a name ("Salesforce"), never a word some label writes small ("optimization", "workflow").
      if (skills[labels[label]![1]]!.type === 'technology' && writtenSmall.has(words[0]!.toLowerCase())) continue;
    }
    const held = phrases.get(key);
    if (held?.includes(label)) continue;
    if (held) held.push(label);
    else phrases.set(key, [label]);
    longest = Math.max(longest, words.length);
  }
  // A synonym of one word confirms a skill something else asked for ("bookkeeping" for "accounting"), never finds one.
  const synonymWords = new Map<string, number[]>();
  for (let at = 0; at < synonyms.length; at++) {
    if (at > 0 && at % perStep === 0) yield;
    const { key, words, label } = synonyms[at]!;
    if (!namesOneThing(words[0]!, labels[label]![2])) continue;
    synonymWords.set(key, [...(synonymWords.get(key) ?? []), label]);
  }
  yield;
  const labelText = labels.map((label) => label[0]);
  const labelSkill = Int32Array.from(labels, (label) => label[1]);
  const labelLanguage = Uint8Array.from(labels, (label) => label[2]);
  yield;
  return {
    skills,
    labelText,
    labelSkill,
    labelLanguage,
    phrases,
    namesAsWritten,
    namesInsideSentences,
    synonymWords,
    phraseStarts: new Set([...phrases.keys()].filter((key) => key.includes(' ')).map((key) => key.slice(0, key.indexOf(' ')))),
    longest,
  };
}

// A word is a name of one thing when it is long enough to mean something, or written in capitals ("SQL", "CDL"), and
// few skills' labels hold it.
function nameOfOneThing(word: string, skillsWithIt: number, mostSkills: number) {
  if (stopWords.has(word.toLowerCase()) || /^\d+$/.test(word)) return false;
  const capitals = /^[\p{Lu}\p{N}+#.]{2,}$/u.test(word) && /\p{Lu}/u.test(word);
  return (word.length >= 4 || capitals) && skillsWithIt <= mostSkills;
}

/** Per language, how many skills' labels a word may be in and still name one thing (see generalWordShare). */
function generalWordLimits(skillsWithWord: ReadonlyMap<string, ReadonlySet<number>>): Map<number, number> {
  const counts = new Map<number, number[]>();
  for (const [key, skills] of skillsWithWord) {
    const language = Number(key.slice(0, key.indexOf(' ')));
    (counts.get(language) ?? counts.set(language, []).get(language)!).push(skills.size);
  }
  return new Map(
    [...counts].map(([language, sizes]) => {
      sizes.sort((a, b) => a - b);
      return [language, sizes[Math.floor(generalWordShare * (sizes.length - 1))]!];
    }),
  );
}

// O*NET's examples name a product after its maker ("Microsoft Excel", "Adobe Photoshop", "Intuit QuickBooks"): a first
// word, capitalised, that begins five examples or more is a maker's name.
// Software only: tools are named by what they are ("Restaurant ranges", "Hand trucks"), not by who makes them.
function vendorNames(data: OccupationIndexData): Set<string> {
  const starts = new Map<string, number>();
  for (const [text, skill, , kind] of data.skillLabels) {
    if (skillLabelKinds[kind] !== 'example' || data.skills[skill]![3] !== skillTypes.indexOf('technology')) continue;
    const first = firstWord(text);
    if (first) starts.set(first, (starts.get(first) ?? 0) + 1);
  }
  return new Set([...starts].filter(([, count]) => count >= 5).map(([word]) => word));
}

/** A label's first word where it is capitalised and more words follow, lowercased: a maker's name, maybe. */
const firstWord = (text: string) => /^\p{Lu}[\p{L}\p{N}]*(?=\s)/u.exec(text)?.[0].toLowerCase();

export const skillLanguageOf = (index: SkillIndex, label: number) => titleLanguages[index.labelLanguage[label]!]!;
