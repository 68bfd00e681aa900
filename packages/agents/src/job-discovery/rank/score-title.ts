import { oneGenderWord, withoutGenderForms } from '../../occupations/title-words';
import { indexOfTerms, phraseTerms } from '../../text/tokenize';

// Seniority has its own dimension; here "Senior Frontend Engineer" and "Frontend Engineer II" are the same title.
const seniorityWords = new Set([
  'junior',
  'jr',
  'senior',
  'sr',
  'snr',
  'mid',
  'level',
  'midlevel',
  'entry',
  'lead',
  'principal',
  'staff',
  'i',
  'ii',
  'iii',
  'iv',
]);
// Not evidence of a similar title on their own ("Head of Sales" and "VP of Engineering").
const fillerWords = new Set(['of', 'and', 'the', 'a', 'an', 'for', 'to', 'in', 'at', 'with', 'on']);
// The kind of role, shared by very different jobs: "Engineer" alone does not make a Sales Engineer a
// Frontend Engineer. A title's other words are its core, and a partial match needs one of them.
const genericWords = new Set([
  'engineer',
  'engineering',
  'developer',
  'development',
  'software',
  'analyst',
  'specialist',
  'associate',
  'manager',
  'management',
  'team',
  'member',
  'technical',
  'officer',
  'representative',
  'consultant',
  'professional',
  'expert',
]);
// Written together, apart or hyphenated ("Front End", "front-end", "Frontend"), or shortened ("Sr.", "Eng").
const joinedWords: [string, string, string][] = [
  ['front', 'end', 'frontend'],
  ['back', 'end', 'backend'],
  ['full', 'stack', 'fullstack'],
  ['dev', 'ops', 'devops'],
  ['data', 'base', 'database'],
  ['web', 'site', 'website'],
  ['e', 'commerce', 'ecommerce'],
];
const shortWords: Record<string, string[]> = {
  eng: ['engineer'],
  engr: ['engineer'],
  dev: ['developer'],
  devs: ['developer'],
  swe: ['software', 'engineer'],
  sre: ['site', 'reliability', 'engineer'],
  mgr: ['manager'],
  sr: ['senior'],
  snr: ['senior'],
  jr: ['junior'],
  ae: ['account', 'executive'],
  pm: ['product', 'manager'],
};

export type TitlePreference = { title: string; terms: string[]; core: string[]; generic: string[] };
export type TitleMatch = { share: number; title: string | null; kind: 'exact' | 'all-words' | 'partial' | null };

const shares = { exact: 1, allWords: 0.8, partialAtMost: 0.5 } as const;

/**
 * A title's terms with its way of writing role words evened out: "Sr. Front-End Eng" → senior frontend engineer,
 * "Sachbearbeiter/-in (w/m/d)" and "Sachbearbeiterin" → sachbearbeiter.
 */
export function titleTerms(title: string): string[] {
  const terms = phraseTerms(withoutGenderForms(title)).flatMap((term) => shortWords[term] ?? [oneGenderWord(term)]);
  const joined: string[] = [];
  for (let index = 0; index < terms.length; index++) {
    const pair = joinedWords.find(([first, second]) => terms[index] === first && terms[index + 1] === second);
    if (pair) {
      joined.push(pair[2]);
      index++;
    } else joined.push(terms[index]!);
  }
  return joined;
}

export function compileTitles(titles: readonly string[]): TitlePreference[] {
  return titles
    .map((title) => {
      const terms = withoutSeniority(titleTerms(title));
      const words = [...new Set(terms.filter((term) => !fillerWords.has(term)))];
      return { title, terms, core: words.filter((word) => !genericWords.has(word)), generic: words.filter((word) => genericWords.has(word)) };
    })
    .filter((preference) => preference.core.length + preference.generic.length > 0);
}

export function withoutSeniority(terms: readonly string[]): string[] {
  return terms.filter((term) => !seniorityWords.has(term));
}

/** Best match of a posting's title terms (seniority words removed) against the preferred titles. */
export function matchTitle(postingTerms: readonly string[], preferences: readonly TitlePreference[]): TitleMatch {
  let best: TitleMatch = { share: 0, title: null, kind: null };
  for (const preference of preferences) {
    const match = matchOne(postingTerms, preference);
    if (match.share > best.share) best = match;
    if (best.kind === 'exact') break;
  }
  return best;
}

/**
 * Exact phrase, every word in any order ("Software Engineer, Frontend"), or part of the words: core words
 * count twice what generic ones do, and without a core word ("Sales Engineer" for "Frontend Engineer") it is
 * no match. A title of generic words only ("Software Engineer") matches on those.
 */
function matchOne(postingTerms: readonly string[], preference: TitlePreference): TitleMatch {
  if (indexOfTerms(postingTerms, preference.terms) >= 0) return { share: shares.exact, title: preference.title, kind: 'exact' };
  const core = preference.core.filter((word) => postingTerms.includes(word)).length;
  const generic = preference.generic.filter((word) => postingTerms.includes(word)).length;
  if (core === preference.core.length && generic === preference.generic.length)
    return { share: shares.allWords, title: preference.title, kind: 'all-words' };
  if (preference.core.length > 0 ? core === 0 : generic === 0) return { share: 0, title: null, kind: null };
  const weight = (2 * core + generic) / (2 * preference.core.length + preference.generic.length);
  return { share: shares.partialAtMost * weight, title: preference.title, kind: 'partial' };
}
